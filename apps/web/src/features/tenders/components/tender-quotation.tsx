import { useQueryClient } from '@tanstack/react-query';
import type { TenderHeader, TenderLine } from '@tender/api-contract';
import {
  isAwaitingSupplier,
  isFlagSet,
  isPastClosingDate,
  type SupplierDetailControls,
  supplierDetailControls,
} from '@tender/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import { Alert } from '@/components/plain/alert';
import { useNow } from '@/hooks/use-now';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useMessageTemplate } from '../api/get-message-template';
import { tenderKeys } from '../api/query-keys';
import { useQuotationActions } from '../hooks/use-quotation-actions';
import { useQuotationGrid } from '../hooks/use-quotation-grid';
import type { LineEditControls } from '../lib/line-edit-controls';
import { submissionRightsOf } from '../lib/submission-input';
import { AmendedNotice, isAmendedForReview } from './amended-notice';
import { AutosaveStatus } from './autosave-status';
import { AwardedSummary } from './awarded-mark';
import { ClosedNotice } from './closed-notice';
import { DeclinedNotice } from './declined-notice';
import { NeedsAttentionPanel } from './needs-attention-panel';
import { QuotationLayout } from './quotation-layout';
import { RemarkToBuyer } from './remark-to-buyer';
import { SaveOutcome } from './save-outcome';
import { SubmissionReceipt } from './submission-receipt';
import { TenderActions } from './tender-actions';
import { WorkbookButtons } from './workbook-buttons';

// The dialogs load when first opened (components/lazy-dialog.tsx), not with the detail's first screen.
const isOpen = (props: { open: boolean }) => props.open;
const DeclineDialog = lazyDialog(async () => (await import('./decline-dialog')).DeclineDialog, isOpen);
const SaveTipsDialog = lazyDialog(async () => (await import('./save-tips-dialog')).SaveTipsDialog, isOpen);
const SubmitReviewDialog = lazyDialog(
  async () => (await import('./submit-review-dialog')).SubmitReviewDialog,
  isOpen,
);

interface TenderQuotationProps {
  header: TenderHeader;
  lines: TenderLine[];
  /** Staff look at a tender without the supplier's actions. */
  readOnly: boolean;
  onBack: () => void;
  onTransition: (status: string) => void;
}

function lineControlsOf(
  controls: SupplierDetailControls,
  header: TenderHeader,
  readOnly: boolean,
  closed: boolean,
): LineEditControls {
  // Sealed bids (issue 17): staff get no price of an online quotation before closing (the server sends
  // none), so its cells and totals stay empty rather than showing 0.00.
  const sealed = readOnly && !closed && !controls.isHardCopy;
  return {
    quantity: !readOnly && controls.quantityEditable,
    price: !readOnly && controls.priceEditable,
    notes: !readOnly && controls.notesEditable,
    disc: !readOnly && controls.discountEditable,
    showPrices: controls.showPrices && !sealed,
    priceNegotiation: isFlagSet(header.pricenegotiation),
  };
}

/**
 * The moment the controls are decided at: the server's word that the tender is closed wins over a
 * browser clock that is behind (the closing instant itself counts as closed).
 */
function controlsMoment(header: TenderHeader, closed: boolean): Date {
  const now = new Date();
  const closing = new Date(header.closingdate);
  return closed && closing > now ? closing : now;
}

/** The whole tender detail once header and lines are loaded: information, items, actions and dialogs. */
export function TenderQuotation(props: TenderQuotationProps) {
  const { header, lines, readOnly, onTransition } = props;
  const { t } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const clock = useSiteClock();
  const now = useNow();
  // A tender past its closing date opens read-only, and turns read-only when it closes on screen.
  const closed =
    header.closed === '1' || (header.closingdate !== '' && isPastClosingDate(header.closingdate, now));
  // Closed matters (banner, tag) while the supplier still had something to do.
  const closedAwaiting = closed && isAwaitingSupplier(header.status);
  const controls = useMemo(
    () => supplierDetailControls(header, controlsMoment(header, closed)),
    [header, closed],
  );
  const lineControls = useMemo(
    () => lineControlsOf(controls, header, readOnly, closed),
    [controls, header, readOnly, closed],
  );
  const rights = useMemo(() => submissionRightsOf(controls), [controls]);
  // The grid: line store, autosave (status beside the actions), leave guards, and the actions' handle.
  const { editor, controller, navigation, grid } = useQuotationGrid({
    header,
    lines,
    rights,
    saving: !readOnly && controls.saveEnabled,
  });
  const [attendedAll, setAttendedAll] = useState(isFlagSet(header.attendedall));
  const [reminder, setReminder] = useState<'0' | '1'>(isFlagSet(header.reminder) ? '1' : '0');
  const [remark, setRemark] = useState(header.commentstojll ?? '');
  const [declineOpen, setDeclineOpen] = useState(false);
  // The tick and the remark are part of the draft: saved in the background as soon as they change (the
  // autosave status shows it), so leaving the page never loses them silently.
  const changeAttendedAll = useCallback(
    (attended: boolean) => {
      setAttendedAll(attended);
      controller.saveNow({ attendedall: attended ? '1' : '0' }).catch(() => {});
    },
    [controller],
  );
  // The tender reminder and documents read: a field of the draft like the others (issue 35, item 3).
  const changeReminder = useCallback(
    (confirmed: boolean) => {
      const value = confirmed ? '1' : '0';
      setReminder(value);
      controller.saveNow({ reminder: value }).catch(() => {});
    },
    [controller],
  );
  const savedRemark = useRef(header.commentstojll ?? '');
  const saveRemark = useCallback(() => {
    if (remark === savedRemark.current) return;
    savedRemark.current = remark;
    controller.saveNow({ commentstojll: remark }).catch(() => {});
  }, [controller, remark]);
  const [saveTips, setSaveTips] = useState<{ tips: string; noReminder: string } | null>(null);
  const noDecline = useMessageTemplate('nodecline', controls.isHardCopy && !readOnly);
  const currency = header.currency || clock.currency;

  // Keystrokes change only the line store: the actions read it when clicked, so nothing but the changed
  // cells and the summary re-render (the 2,000-line budget is 50 ms per keystroke).
  const showSaveTips = useCallback(
    (tips: string, noReminder: string) => setSaveTips({ tips, noReminder }),
    [],
  );
  const openDeclineDialog = useCallback(() => setDeclineOpen(true), []);

  const actions = useQuotationActions({
    header,
    grid,
    controls,
    attendedAll,
    reminder,
    remark,
    showSaveTips,
    openDeclineDialog,
    onTransition,
  });
  const actionsRef = useRef(actions);
  useLayoutEffect(() => {
    actionsRef.current = actions;
  });
  const closeDecline = useCallback(() => setDeclineOpen(false), []);
  const confirmDecline = useCallback((reason: string) => {
    void actionsRef.current.confirmDecline(reason).then((done) => done && setDeclineOpen(false));
  }, []);
  const closeSaveTips = useCallback(
    (confirmed: boolean) => {
      if (confirmed) changeReminder(true);
      setSaveTips(null);
    },
    [changeReminder],
  );

  // Downloads change isdownload, which gates Submit: the header is reloaded after each one.
  const onAttachmentsDownloaded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.header(header.udztbnum) });
  }, [queryClient, header.udztbnum]);

  const actionBar = useMemo(
    () => (
      <TenderActions
        header={header}
        controls={controls}
        readOnly={readOnly}
        busy={actions.busy}
        onSave={() => actionsRef.current.save()}
        // Checks first (attachments, site inspection, lines, remark), then the review, then the confirmation.
        onSubmit={() => actionsRef.current.submit()}
        onAcknowledge={() => actionsRef.current.acknowledge()}
        onDecline={() => actionsRef.current.decline()}
        onPrint={() => actionsRef.current.print()}
        onAttachmentsDownloaded={onAttachmentsDownloaded}
        status={
          readOnly || !controls.saveEnabled ? null : (
            <AutosaveStatus controller={controller} onReload={grid.reload} />
          )
        }
      />
    ),
    [controls, readOnly, actions.busy, header, onAttachmentsDownloaded, controller, grid.reload],
  );

  return (
    <QuotationLayout
      {...props}
      editor={editor}
      lineControls={lineControls}
      actions={actionBar}
      closed={closedAwaiting}
      notices={
        <>
          {controls.isHardCopy && !readOnly ? (
            <Alert type="info" title={noDecline.data || t('hardCopy.notice')} className="tp-block" />
          ) : null}
          {/* Amended since: the last receipt is named by the notice, which asks to submit again. */}
          {isAmendedForReview(header) ? (
            <AmendedNotice header={header} />
          ) : (
            <SubmissionReceipt header={header} />
          )}
          <DeclinedNotice header={header} />
          <AwardedSummary header={header} lines={lines} />
          {closedAwaiting ? <ClosedNotice closingdate={header.closingdate} /> : null}
        </>
      }
      panels={
        <>
          {actions.attention ? (
            <NeedsAttentionPanel
              key={actions.attention.key}
              check={actions.attention.check}
              store={editor.store}
              fromServer={actions.attention.fromServer}
              onGoToFirst={actions.goToFirstIssue}
              onClose={actions.closeAttention}
            />
          ) : null}
          {actions.saveOutcome ? (
            <SaveOutcome
              outcome={actions.saveOutcome}
              store={editor.store}
              onNext={actions.goToFirstMissing}
              onClose={actions.closeSaveOutcome}
            />
          ) : null}
        </>
      }
      attendedAll={attendedAll}
      attendedAllEditable={!readOnly && controls.siteInspectionEditable}
      onAttendedAllChange={changeAttendedAll}
      now={now}
      toolbar={
        <WorkbookButtons header={header} store={editor.store} rights={lineControls} saveNow={grid.saveNow} />
      }
      navigation={navigation}
      footer={
        lineControls.priceNegotiation ? (
          <RemarkToBuyer
            value={remark}
            disabled={readOnly || !controls.saveEnabled}
            required={actions.attention?.check.discountRemarkMissing === true && remark.trim() === ''}
            onChange={setRemark}
            onBlur={saveRemark}
          />
        ) : null
      }
    >
      <DeclineDialog
        open={declineOpen}
        busy={actions.busy}
        onCancel={closeDecline}
        onConfirm={confirmDecline}
      />
      <SaveTipsDialog
        open={saveTips !== null}
        tips={saveTips?.tips ?? ''}
        noReminderLabel={saveTips?.noReminder ?? ''}
        onClose={closeSaveTips}
      />
      <SubmitReviewDialog
        open={actions.review !== null}
        header={header}
        facts={actions.review}
        currency={currency}
        negotiation={lineControls.priceNegotiation}
        busy={actions.busy}
        reminder={reminder === '1'}
        onReminderChange={changeReminder}
        onConfirm={actions.confirmSubmit}
        onCancel={actions.cancelReview}
      />
      {actions.holders}
    </QuotationLayout>
  );
}
