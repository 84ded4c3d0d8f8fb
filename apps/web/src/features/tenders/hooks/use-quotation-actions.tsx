import { useQueryClient } from '@tanstack/react-query';
import type { TenderHeader } from '@tender/api-contract';
import {
  REPEAT_CLICK_GUARD_MS,
  type SubmissionCheck,
  type SupplierDetailControls,
  WORKFLOW_ACTIONS,
} from '@tender/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage, showModal } from '@/components/modal';
import { useClickGuard } from '@/hooks/use-click-guard';
import { messageTemplateQueryOptions } from '../api/get-message-template';
import { useSubmitWorkflow } from '../api/submit-workflow';
import type { SubmissionFacts } from '../components/submit-review-dialog';
import type { HeaderChanges } from '../lib/autosave-controller';
import { printPath } from '../lib/detail-path';
import type { QuotationGrid } from '../lib/quotation-grid';
import { checkQuotation, pricedLineCount } from '../lib/submission-input';
import { isStaleVersion, serverSubmissionCheck, tenderErrorText } from '../lib/tender-error-text';
import { useOneAtATime } from './use-one-at-a-time';

/** After an explicit Save: when it was stored (what a submission still lacks is read live from the lines). */
export interface SaveOutcome {
  at: Date;
}

export interface AttentionState {
  check: SubmissionCheck;
  fromServer: boolean;
  /** Renews the panel each time Submit finds problems, even the same ones. */
  key: number;
}

interface QuotationActionsOptions {
  header: TenderHeader;
  grid: QuotationGrid;
  controls: SupplierDetailControls;
  attendedAll: boolean;
  reminder: '0' | '1';
  remark: string;
  /** Opens the save tips dialog: the savetips text and, until given, the noreminder confirmation. */
  showSaveTips: (tips: string, noReminderLabel: string) => void;
  openDeclineDialog: () => void;
  /** The workflow answered a new status: the page replaces the route's status and reloads. */
  onTransition: (status: string) => void;
}

/**
 * Save, Submit, Acknowledge, Decline and Print of the supplier detail (spec 2.8, 4.2, 5, 8; issue 12).
 * Submit checks first, then reviews, then confirms. One request per click: an action in flight or a
 * repeated click within 3 s is ignored.
 */
export function useQuotationActions(options: QuotationActionsOptions) {
  const { header, grid, controls, attendedAll, reminder, remark } = options;
  const { t, i18n } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const workflowMutation = useSubmitWorkflow();
  const [saving, setSaving] = useState(false);
  const [attention, setAttention] = useState<AttentionState | null>(null);
  const [review, setReview] = useState<SubmissionFacts | null>(null);
  const [saveOutcome, setSaveOutcome] = useState<SaveOutcome | null>(null);
  const once = useOneAtATime();
  /** The lines as the last Save left them: a Save after new edits is deliberate, not a repeated click. */
  const savedLines = useRef<unknown>(null);
  /** The last Submit stopped at its checks: the next click is a retry after fixing them, not a repeat. */
  const submitChecked = useRef(false);
  const guards = {
    save: useClickGuard(REPEAT_CLICK_GUARD_MS),
    submit: useClickGuard(REPEAT_CLICK_GUARD_MS),
    confirm: useClickGuard(REPEAT_CLICK_GUARD_MS),
    acknowledge: useClickGuard(REPEAT_CLICK_GUARD_MS),
    decline: useClickGuard(REPEAT_CLICK_GUARD_MS),
  };
  const busy = saving || workflowMutation.isPending;

  const template = (templateid: 'nodecline' | 'savetips' | 'noreminder') =>
    queryClient.fetchQuery(messageTemplateQueryOptions(templateid, i18n.language)).catch(() => '');

  /** 4000006: another window changed the tender. Reload, but never drop unsaved edits without asking. */
  function showStale() {
    setReview(null);
    showModal('confirm', {
      title: t('stale.title'),
      content: t('stale.body'),
      okText: t('stale.reload'),
      cancelText: t('actions.cancel'),
      onOk: () => {
        setAttention(null);
        setSaveOutcome(null);
        // The grid's reload asks before it discards unsaved edits.
        void grid.reload();
      },
    });
  }

  function showFailure(error: unknown, fallbackKey: string) {
    if (isStaleVersion(error)) showStale();
    else showModal('error', { title: t('errors.title'), content: tenderErrorText(error, t, fallbackKey) });
  }

  const headerChanges = (): HeaderChanges => ({
    reminder,
    // Only while the tick is editable: the server refuses it otherwise.
    attendedall: controls.siteInspectionEditable ? (attendedAll ? '1' : '0') : undefined,
    commentstojll: remark,
  });

  async function saveEdits(header?: HeaderChanges): Promise<boolean> {
    setSaving(true);
    try {
      await grid.saveNow(header);
      return true;
    } catch (error) {
      showFailure(error, 'errors.quoteFailed');
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function save() {
    if (!(await saveEdits(headerChanges()))) return;
    savedLines.current = grid.getState().lines;
    setSaveOutcome({ at: new Date() });
    const [tips, noReminder] = await Promise.all([template('savetips'), template('noreminder')]);
    // The reminder confirmation is offered until the supplier has given it once for this tender.
    options.showSaveTips(tips, reminder === '1' ? '' : noReminder);
  }

  /** Problems found (here or by the server): nothing is confirmed; the grid and the panel show them. */
  function showProblems(check: SubmissionCheck, fromServer: boolean) {
    setReview(null);
    grid.setIssues(check.lines);
    setAttention((previous) => ({ check, fromServer, key: (previous?.key ?? 0) + 1 }));
    // After the marked cells have rendered, so the grid focuses the missing cell itself.
    if (check.lines.length > 0) window.requestAnimationFrame(() => grid.goToFirstIssue());
  }

  async function startSubmit() {
    const check = checkQuotation(grid.getState(), { header, controls, attendedAll, remark });
    submitChecked.current = !check.ok;
    if (!check.ok) {
      showProblems(check, false);
      return;
    }
    setAttention(null);
    grid.setIssues([]);
    // The review shows what the server holds: pending edits are saved first, with the tick and remark.
    if (!(await saveEdits(headerChanges()))) return;
    const state = grid.getState();
    setReview({
      ...state.summary,
      ...pricedLineCount(state),
      attendedAll,
      remark,
    });
  }

  async function confirmSubmit(): Promise<void> {
    try {
      // A tick given in the review may still be on its way: its reply carries the version to submit with.
      await grid.saveNow();
      const reply = await workflowMutation.mutateAsync({
        udztbnum: header.udztbnum,
        ownerid: header.udztbid,
        actionid: WORKFLOW_ACTIONS.SUBMIT,
        commentstojll: remark,
        version: grid.getVersion(),
      });
      setReview(null);
      setSaveOutcome(null);
      showMessage(
        'success',
        reply.data?.submissionref
          ? t('receipt.toast', { ref: reply.data.submissionref })
          : reply.message || t('workflow.done'),
      );
      if (reply.status) options.onTransition(reply.status);
    } catch (error) {
      const check = serverSubmissionCheck(error);
      if (check && !check.ok && !isStaleVersion(error)) showProblems(check, true);
      else {
        setReview(null);
        showFailure(error, 'errors.actionFailed');
      }
    }
  }

  async function transition(actionid: number, reason?: string): Promise<boolean> {
    try {
      const reply = await workflowMutation.mutateAsync({
        udztbnum: header.udztbnum,
        ownerid: header.udztbid,
        actionid,
        commentstojll: reason ?? '',
        // Spec 4.2: a decline saves the lines with the reason (pending edits went just before).
        ...(reason === undefined ? {} : { updateudztbline: [], version: grid.getVersion() }),
      });
      showMessage('success', reply.message || t('workflow.done'));
      if (reply.status) options.onTransition(reply.status);
      return true;
    } catch (error) {
      showFailure(error, 'errors.actionFailed');
      return false;
    }
  }

  async function showNoDecline() {
    showModal('info', {
      title: t('hardCopy.title'),
      content: (await template('nodecline')) || t('hardCopy.notice'),
    });
  }

  return {
    busy,
    attention,
    review,
    saveOutcome,
    /** Nothing to render any more: the dialogs and toasts open through the app's ModalHost (showModal). */
    holders: null,
    save: () => {
      if (controls.isHardCopy) void showNoDecline();
      else {
        const edited = grid.getState().lines !== savedLines.current;
        void once(() => guards.save() || edited, save);
      }
    },
    submit: () => {
      if (controls.isHardCopy) void showNoDecline();
      else void once(() => guards.submit() || submitChecked.current, startSubmit);
    },
    confirmSubmit: () => void once(guards.confirm, confirmSubmit),
    cancelReview: () => setReview(null),
    closeAttention: () => setAttention(null),
    closeSaveOutcome: () => setSaveOutcome(null),
    /** "Next >" of the save outcome: the missing cells become highlighted and the first is shown. */
    goToFirstMissing: () => {
      grid.showMarks();
      window.requestAnimationFrame(() => grid.goToFirstIssue());
    },
    goToFirstIssue: () => grid.goToFirstIssue(),
    acknowledge: () => void once(guards.acknowledge, () => transition(WORKFLOW_ACTIONS.ACCEPT)),
    decline: () => {
      if (!controls.declineNeedsReason) void showNoDecline();
      else options.openDeclineDialog();
    },
    confirmDecline: async (reason: string): Promise<boolean> => {
      const action =
        header.status === 'WTQUOTE' ? WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT : WORKFLOW_ACTIONS.DECLINE;
      const declined = await once(guards.decline, async () => {
        if (!(await saveEdits())) return false;
        return transition(action, reason);
      });
      return declined ?? false;
    },
    print: () => {
      // Not noopener: the report tab needs a copy of this tab's sessionStorage (the session token).
      window.open(printPath(header.udztbnum), '_blank');
    },
  };
}
