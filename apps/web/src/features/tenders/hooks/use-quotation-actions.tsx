import { useQueryClient } from '@tanstack/react-query';
import { type SupplierDetailControls, WORKFLOW_ACTIONS } from '@tender/domain';
import { Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../auth/session';
import { messageTemplateQueryOptions } from '../api/get-message-template';
import { tenderKeys } from '../api/query-keys';
import { useSaveQuotation } from '../api/save-quotation';
import { useSubmitWorkflow } from '../api/submit-workflow';
import type { TenderHeader } from '../api/tender-types';
import { printPath } from '../lib/detail-path';
import type { LineEditorState } from '../lib/line-editor-state';
import { prepareQuotation } from '../lib/quotation-payload';
import { serverFlaggedSeqnos, tenderErrorText } from '../lib/tender-error-text';

interface QuotationActionsOptions {
  header: TenderHeader;
  /** The lines at the moment of the click (read late so a keystroke does not re-create the actions). */
  getState: () => LineEditorState;
  controls: SupplierDetailControls;
  attendedAll: boolean;
  reminder: '0' | '1';
  /** Opens the save tips dialog: the savetips text and, until given, the noreminder confirmation. */
  showSaveTips: (tips: string, noReminderLabel: string) => void;
  openDeclineDialog: () => void;
  /** The workflow answered a new status: the page replaces the route's status and reloads. */
  onTransition: (status: string) => void;
}

/** Save, Submit, Acknowledge, Decline and Print of the supplier detail (spec 2.8, 4.2, 5, 8). */
export function useQuotationActions(options: QuotationActionsOptions) {
  const { header, getState, controls, attendedAll, reminder } = options;
  const { t, i18n } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();
  const saveMutation = useSaveQuotation();
  const workflowMutation = useSubmitWorkflow();
  const busy = saveMutation.isPending || workflowMutation.isPending;

  const template = (templateid: 'nodecline' | 'savetips' | 'noreminder') =>
    queryClient.fetchQuery(messageTemplateQueryOptions(templateid, i18n.language)).catch(() => '');

  const alertLines = (key: string, seqnos: number[]) =>
    modal.warning({
      title: t('validation.title'),
      content: t(key, { seqnos: seqnos.join(', ') }),
      okText: t('actions.ok'),
    });

  /** Checks and saves the lines; resolves true once the server has stored them. */
  async function saveLines(withTips: boolean): Promise<boolean> {
    const prepared = prepareQuotation(getState(), header.udztbnum);
    if (prepared.flagged.length > 0) {
      alertLines('validation.flagged', prepared.flagged);
      return false;
    }
    if (prepared.missingAmounts.length > 0) {
      alertLines('validation.missingAmounts', prepared.missingAmounts);
      return false;
    }
    try {
      const lines = await saveMutation.mutateAsync({
        user: getSession()?.loginid ?? '',
        udztbnum: header.udztbnum,
        lines: prepared.lines,
        reminder,
        attendedall: controls.siteInspectionEditable ? (attendedAll ? '1' : '0') : undefined,
        commentstojll: '',
      });
      // The server recomputes every amount; its lines replace what the editor holds.
      queryClient.setQueryData(tenderKeys.lines(header.udztbnum), lines);
      if (withTips) {
        const [tips, noReminder] = await Promise.all([template('savetips'), template('noreminder')]);
        // The reminder confirmation is offered until the supplier has given it once.
        options.showSaveTips(tips, reminder === '1' ? '' : noReminder);
      }
      return true;
    } catch (error) {
      const flagged = serverFlaggedSeqnos(error);
      if (flagged.length > 0) alertLines('validation.flagged', flagged);
      else
        modal.error({ title: t('errors.title'), content: tenderErrorText(error, t, 'errors.quoteFailed') });
      return false;
    }
  }

  async function transition(actionid: number, commentstojll = ''): Promise<boolean> {
    try {
      const reply = await workflowMutation.mutateAsync({
        udztbnum: header.udztbnum,
        ownerid: header.udztbid,
        actionid,
        commentstojll,
      });
      toast.success(reply.message || t('workflow.done'));
      if (reply.status) options.onTransition(reply.status);
      return true;
    } catch (error) {
      modal.error({ title: t('errors.title'), content: tenderErrorText(error, t, 'errors.actionFailed') });
      return false;
    }
  }

  async function showNoDecline() {
    modal.info({
      title: t('hardCopy.title'),
      content: (await template('nodecline')) || t('hardCopy.notice'),
    });
  }

  return {
    busy,
    holders: (
      <>
        {modalHolder}
        {toastHolder}
      </>
    ),
    save: () => {
      if (controls.isHardCopy) void showNoDecline();
      else void saveLines(true);
    },
    submit: () => {
      if (controls.isHardCopy) {
        void showNoDecline();
        return;
      }
      modal.confirm({
        title: t('confirm.submitTitle'),
        content: t('confirm.submit'),
        okText: t('actions.submit'),
        cancelText: t('actions.cancel'),
        onOk: () => {
          // Saved first so the submitted quotation is exactly what is on screen (spec 4.2, action 4).
          void saveLines(false).then((saved) => (saved ? transition(WORKFLOW_ACTIONS.SUBMIT) : false));
        },
      });
    },
    acknowledge: () => void transition(WORKFLOW_ACTIONS.ACCEPT),
    decline: () => {
      if (!controls.declineNeedsReason) void showNoDecline();
      else options.openDeclineDialog();
    },
    confirmDecline: (reason: string) => {
      const action =
        header.status === 'WTQUOTE' ? WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT : WORKFLOW_ACTIONS.DECLINE;
      return transition(action, reason);
    },
    print: () => {
      // Not noopener: the report tab needs a copy of this tab's sessionStorage (the session token).
      window.open(printPath(header.udztbnum), '_blank');
    },
  };
}
