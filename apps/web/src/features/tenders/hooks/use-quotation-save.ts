import type { NamedReplyAt, TenderHeader } from '@tender/api-contract';
import { isFlagSet } from '@tender/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage, showModal } from '@/components/modal';
import { errorText, type Success } from '@/lib/api-client';
import type { LineEditorState } from '../lib/line-editor-types';
import { type PreparedQuotation, prepareQuotation, type QuotationLine } from '../lib/quotation-payload';
import { serverFlaggedSeqnos } from '../lib/tender-error-text';

/** The whole quotation in one request, every line as it would be stored (a paper quote: updateudztb_supp). */
export interface QuotationSaveInput {
  udztbnum: string;
  lines: QuotationLine[];
  /** The site-inspection box; sent only for tenders with site inspections (the server refuses it otherwise). */
  attendedall?: '0' | '1';
  /** The header version the page read, so a save over a newer change is refused (4000006). */
  version?: number;
}

/** The server's answer to a paper quote (updateudztb_supp) as the save reads it: message, new status. */
export type QuotationSaveReply = Pick<
  Success<NamedReplyAt<'update', 'updateudztb_supp'>>,
  'message' | 'status'
>;

/** The texts of whoever saves (staff's, for a paper quote): the confirmation, the toast, the error title. */
export interface QuotationSaveTexts {
  confirmTitle: string;
  confirm: string;
  ok: string;
  cancel: string;
  done: string;
  errorTitle: string;
}

export interface QuotationSaveOptions {
  header: TenderHeader;
  /** The lines at the moment of the click. */
  getState: () => LineEditorState;
  attendedAll: boolean;
  send: (input: QuotationSaveInput) => Promise<QuotationSaveReply>;
  texts: QuotationSaveTexts;
  /** The server answered the new status: the page replaces the route's status. */
  onTransition: (status: string) => void;
}

/**
 * The save of a whole quotation: the spec 5 line checks on the lines as they would be stored (flagged lines,
 * then priced lines without amounts), the confirmation, the request, then the server's message and status;
 * lines the server flags get the same alert, any other failure its message.
 */
export function useQuotationSave(options: QuotationSaveOptions) {
  const { header, getState, attendedAll, send, texts, onTransition } = options;
  const { t } = useTranslation('tenders');
  const [busy, setBusy] = useState(false);

  const alertLines = (key: 'validation.flagged' | 'validation.missingAmounts', seqnos: number[]) =>
    showModal('warning', {
      title: t('validation.title'),
      content: t(key, { seqnos: seqnos.join(', ') }),
      okText: t('actions.ok'),
    });

  async function save(prepared: PreparedQuotation): Promise<void> {
    setBusy(true);
    try {
      const reply = await send({
        udztbnum: header.udztbnum,
        lines: prepared.lines,
        attendedall: isFlagSet(header.hassiteinspection) ? (attendedAll ? '1' : '0') : undefined,
        version: header.version,
      });
      showMessage('success', reply.message || texts.done);
      if (reply.status) onTransition(reply.status);
    } catch (error) {
      const flagged = serverFlaggedSeqnos(error);
      if (flagged.length > 0) alertLines('validation.flagged', flagged);
      else showModal('error', { title: texts.errorTitle, content: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const submit = () => {
    const prepared = prepareQuotation(getState(), header.udztbnum);
    if (prepared.flagged.length > 0) {
      alertLines('validation.flagged', prepared.flagged);
      return;
    }
    if (prepared.missingAmounts.length > 0) {
      alertLines('validation.missingAmounts', prepared.missingAmounts);
      return;
    }
    showModal('confirm', {
      title: texts.confirmTitle,
      content: texts.confirm,
      okText: texts.ok,
      cancelText: texts.cancel,
      onOk: () => save(prepared),
    });
  };

  return { submit, busy };
}
