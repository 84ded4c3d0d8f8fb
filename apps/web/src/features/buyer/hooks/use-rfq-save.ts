import type { BuyerRfqDetail } from '@tender/api-contract';
import { ErrorCode } from '@tender/api-contract/error-codes';
import { App, type FormInstance } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '@/lib/api-client';
import { useSaveBuyerRfq } from '../api/save-buyer-rfq';
import type { BoqGridHandle } from '../components/boq-grid';
import { blocksDraftSave, serverLineProblems } from '../lib/boq-problems';
import { rfqEditPath, rfqPath } from '../lib/paths';
import { type RfqFormValues, rfqInput } from '../lib/rfq-form';
import type { useBoqLines } from './use-boq-lines';

/** Where a save leaves the buyer: in the editor (Save draft) or on the tender page. */
export type AfterSave = 'stay' | 'close';

interface RfqSaveOptions {
  /** The RFQ being edited; null for a new one. */
  detail: BuyerRfqDetail | null;
  form: FormInstance<RfqFormValues>;
  boq: ReturnType<typeof useBoqLines>;
  grid: RefObject<BoqGridHandle | null>;
  /** The edits are saved: nothing to ask about on leaving. */
  onSaved: () => void;
}

/**
 * The editor's save: the form and the lines are checked first (a draft keeps partial work, an amendment
 * must be whole and asks for its reason), then sent with the version read; the server's refusals go where
 * they belong (a line, the closing date, the reason, a stale version).
 */
export function useRfqSave({ detail, form, boq, grid, onSaved }: RfqSaveOptions) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const saveRfq = useSaveBuyerRfq();
  const amending = detail?.status === 'OPEN';
  const [version, setVersion] = useState(detail?.version);
  const [amendFor, setAmendFor] = useState<AfterSave | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const save = async (after: AfterSave, reason?: string) => {
    setSaveError(null);
    try {
      await form.validateFields();
    } catch {
      message.error(t('editor.fixForm'));
      return;
    }
    const blocking = boq.lines.filter((line) =>
      (boq.problems.get(line.key) ?? []).some((problem) => amending || blocksDraftSave(problem)),
    );
    const [firstBlocking] = blocking;
    if (firstBlocking) {
      message.error(t('editor.fixLines', { count: blocking.length }));
      grid.current?.focusLine(firstBlocking.key);
      return;
    }
    if (amending && reason === undefined) {
      setAmendFor(after);
      return;
    }
    const values = form.getFieldsValue(true) as RfqFormValues;
    try {
      const saved = await saveRfq.mutateAsync({
        rfq: rfqInput(values, boq.lines, { rfqnum: detail?.rfqnum, reason }),
        ...(version === undefined ? {} : { version }),
      });
      setVersion(saved.version);
      setAmendFor(null);
      onSaved();
      message.success(
        amending
          ? t('editor.amended', { revision: saved.revision })
          : t('editor.saved', { rfqnum: saved.rfqnum }),
      );
      // A scheduled draft this save left unpublishable at its time is no longer scheduled (issue 33).
      if (saved.unscheduled) message.warning(t('schedule.clearedByEdit'), 8);
      if (after === 'close' || amending) navigate(rfqPath(saved.rfqnum));
      else if (!detail) navigate(rfqEditPath(saved.rfqnum), { replace: true });
    } catch (error) {
      setAmendFor(null);
      if (!(error instanceof ApiError)) {
        setSaveError(errorText(error));
        return;
      }
      if (error.code === ErrorCode.BOQ_INVALID) {
        const byLine = serverLineProblems(error.reply);
        boq.setServerProblems(byLine);
        const firstSeqno = [...byLine.keys()][0];
        const line = boq.lines.find((candidate) => candidate.seqno === firstSeqno);
        if (line) grid.current?.focusLine(line.key);
      } else if (error.code === ErrorCode.CONCURRENT_CHANGE) {
        setStale(true);
      } else if (error.code === ErrorCode.CLOSING_DATE_PAST || error.code === ErrorCode.AMEND_NOTICE) {
        form.setFields([{ name: 'closingdate', errors: [error.message] }]);
        form.scrollToField('closingdate');
      } else if (error.code === ErrorCode.REASON_REQUIRED) {
        setAmendFor(after);
      }
      setSaveError(error.message);
    }
  };

  return {
    save,
    saving: saveRfq.isPending,
    /** Asking for an amendment's reason, and where the save then goes. */
    amendFor,
    cancelAmend: () => setAmendFor(null),
    saveError,
    /** Someone else saved the RFQ since it was read: only a reload helps. */
    stale,
  };
}
