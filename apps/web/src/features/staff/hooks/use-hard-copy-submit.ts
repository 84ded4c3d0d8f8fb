import type { TenderHeader } from '@tender/api-contract';
import { isFlagSet } from '@tender/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import type { LineEditorState } from '../../tenders/lib/line-editor-state';
import { type PreparedQuotation, prepareQuotation } from '../../tenders/lib/quotation-payload';
import { serverFlaggedSeqnos } from '../../tenders/lib/tender-error-text';
import { useInputHardCopy } from '../api/input-hard-copy';

interface HardCopySubmitOptions {
  header: TenderHeader;
  /** The lines at the moment of the click. */
  getState: () => LineEditorState;
  attendedAll: boolean;
  /** The server answered the new status: the page replaces the route's status. */
  onTransition: (status: string) => void;
}

/**
 * Submit of the staff hard-copy input: the same line checks as a supplier's save (spec 5), the submit
 * confirmation, then updateudztb_supp. Failures show the server's message.
 */
export function useHardCopySubmit({ header, getState, attendedAll, onTransition }: HardCopySubmitOptions) {
  const { t } = useTranslation(['staff', 'tenders']);
  const { modal, message } = App.useApp();
  const mutation = useInputHardCopy();

  const alertLines = (key: string, seqnos: number[]) =>
    modal.warning({
      title: t('tenders:validation.title'),
      content: t(key, { seqnos: seqnos.join(', ') }),
      okText: t('tenders:actions.ok'),
    });

  async function send(prepared: PreparedQuotation): Promise<void> {
    try {
      const reply = await mutation.mutateAsync({
        udztbnum: header.udztbnum,
        lines: prepared.lines,
        attendedall: isFlagSet(header.hassiteinspection) ? (attendedAll ? '1' : '0') : undefined,
        version: header.version,
      });
      message.success(reply.message || t('staff:input.done'));
      if (reply.status) onTransition(reply.status);
    } catch (error) {
      const flagged = serverFlaggedSeqnos(error);
      if (flagged.length > 0) alertLines('tenders:validation.flagged', flagged);
      else modal.error({ title: t('staff:errors.title'), content: errorText(error) });
    }
  }

  const submit = () => {
    const prepared = prepareQuotation(getState(), header.udztbnum);
    if (prepared.flagged.length > 0) {
      alertLines('tenders:validation.flagged', prepared.flagged);
      return;
    }
    if (prepared.missingAmounts.length > 0) {
      alertLines('tenders:validation.missingAmounts', prepared.missingAmounts);
      return;
    }
    modal.confirm({
      title: t('staff:confirm.submitTitle'),
      content: t('staff:confirm.submit'),
      okText: t('staff:actions.submit'),
      cancelText: t('staff:actions.cancel'),
      onOk: () => send(prepared),
    });
  };

  return { submit, busy: mutation.isPending };
}
