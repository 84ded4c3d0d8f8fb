import { useQueryClient } from '@tanstack/react-query';
import { isFlagSet, type SupplierDetailControls, supplierDetailControls } from '@tender/domain';
import { Alert, App } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenderExtrasBar } from '../../tender-extras';
import { useMessageTemplate } from '../api/get-message-template';
import { tenderKeys } from '../api/query-keys';
import type { TenderHeader, TenderLineRow } from '../api/tender-types';
import { useLineEditor } from '../hooks/use-line-editor';
import { useQuotationActions } from '../hooks/use-quotation-actions';
import type { LineEditControls } from '../lib/line-edit-controls';
import { DeclineDialog } from './decline-dialog';
import { DiscountRateBox } from './discount-rate-box';
import { LineCycleAlert } from './line-cycle-alert';
import { SaveTipsDialog } from './save-tips-dialog';
import { TenderActions } from './tender-actions';
import { TenderDetailHeader } from './tender-detail-header';
import { TenderGeneralInfo } from './tender-general-info';
import { TenderLineTable } from './tender-line-table';

interface TenderQuotationProps {
  header: TenderHeader;
  lines: TenderLineRow[];
  /** Staff look at a tender without the supplier's actions. */
  readOnly: boolean;
  onBack: () => void;
  onTransition: (status: string) => void;
}

function lineControlsOf(
  controls: SupplierDetailControls,
  header: TenderHeader,
  readOnly: boolean,
): LineEditControls {
  return {
    quantity: !readOnly && controls.quantityEditable,
    price: !readOnly && controls.priceEditable,
    notes: !readOnly && controls.notesEditable,
    disc: !readOnly && controls.discountEditable,
    showPrices: controls.showPrices,
    priceNegotiation: isFlagSet(header.pricenegotiation),
  };
}

/** The whole tender detail once header and lines are loaded: information, items, actions and dialogs. */
export function TenderQuotation({ header, lines, readOnly, onBack, onTransition }: TenderQuotationProps) {
  const { t } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const controls = useMemo(() => supplierDetailControls(header), [header]);
  const lineControls = useMemo(
    () => lineControlsOf(controls, header, readOnly),
    [controls, header, readOnly],
  );
  const editor = useLineEditor(lines);
  const [attendedAll, setAttendedAll] = useState(isFlagSet(header.attendedall));
  const [reminder, setReminder] = useState<'0' | '1'>(isFlagSet(header.reminder) ? '1' : '0');
  const [declineOpen, setDeclineOpen] = useState(false);
  const [saveTips, setSaveTips] = useState<{ tips: string; noReminder: string } | null>(null);
  const noDecline = useMessageTemplate('nodecline', controls.isHardCopy && !readOnly);

  // Keystrokes change only the line store: the actions read it when clicked, so nothing but the changed
  // cells and the summary re-render (the 2,000-line budget is 50 ms per keystroke).
  const getState = editor.store.getState;
  const order = useMemo(() => lines.map((line) => line.seqno), [lines]);
  const showSaveTips = useCallback(
    (tips: string, noReminder: string) => setSaveTips({ tips, noReminder }),
    [],
  );
  const openDeclineDialog = useCallback(() => setDeclineOpen(true), []);

  const actions = useQuotationActions({
    header,
    getState,
    controls,
    attendedAll,
    reminder,
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
  const closeSaveTips = useCallback((confirmed: boolean) => {
    if (confirmed) setReminder('1');
    setSaveTips(null);
  }, []);

  // Downloads change isdownload, which gates Submit: the header is reloaded after each one.
  const onAttachmentsDownloaded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.header(header.udztbnum) });
  }, [queryClient, header.udztbnum]);
  const attachmentsDownloaded = isFlagSet(header.isdownload);

  const actionBar = useMemo(
    () => (
      <>
        <TenderActions
          controls={controls}
          readOnly={readOnly}
          busy={actions.busy}
          onSave={() => actionsRef.current.save()}
          onSubmit={() =>
            // Spec 4.3: no submission until every tender attachment is downloaded (the server checks too).
            attachmentsDownloaded
              ? actionsRef.current.submit()
              : modal.warning({ title: t('errors.title'), content: t('errors.attachmentsNotDownloaded') })
          }
          onAcknowledge={() => actionsRef.current.acknowledge()}
          onDecline={() => actionsRef.current.decline()}
          onPrint={() => actionsRef.current.print()}
        />
        {readOnly ? null : (
          <TenderExtrasBar
            tender={header}
            controls={controls}
            onAttachmentsDownloaded={onAttachmentsDownloaded}
          />
        )}
      </>
    ),
    [controls, readOnly, actions.busy, attachmentsDownloaded, modal, t, header, onAttachmentsDownloaded],
  );

  return (
    <div className="tp-tender-detail">
      <TenderDetailHeader
        title={header.rfqnum}
        status={header.status}
        statusdesc={header.statusdesc}
        onBack={onBack}
        actions={actionBar}
      />
      {controls.isHardCopy && !readOnly ? (
        <Alert type="info" showIcon title={noDecline.data || t('hardCopy.notice')} className="tp-block" />
      ) : null}
      <LineCycleAlert store={editor.store} />
      <TenderGeneralInfo
        header={header}
        attendedAll={attendedAll}
        attendedAllEditable={!readOnly && controls.siteInspectionEditable}
        onAttendedAllChange={setAttendedAll}
      />
      <section aria-labelledby="tp-items" className="tp-block">
        <div className="tp-items-heading">
          <h2 id="tp-items" className="tp-section-title">
            {t('lines.title')}
          </h2>
          {lineControls.priceNegotiation ? (
            <DiscountRateBox disabled={!lineControls.disc} onApply={editor.applyRate} />
          ) : null}
        </div>
        <p className="tp-required-hint">{t('lines.requiredHint')}</p>
        <TenderLineTable
          store={editor.store}
          order={order}
          controls={lineControls}
          onField={editor.setField}
        />
      </section>
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
      {actions.holders}
    </div>
  );
}
