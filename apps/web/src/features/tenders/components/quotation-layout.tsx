import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { isAwaitingAcknowledgement } from '@tender/domain';
import { type ReactNode, type Ref, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import type { useLineEditor } from '../hooks/use-line-editor';
import { CurrencyProvider } from '../lib/currency-context';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { LineNavigationHandle } from '../lib/line-navigation';
import { countOwnDiscounts } from '../lib/own-discounts';
import { DiscountRateBox } from './discount-rate-box';
import { LineCycleAlert } from './line-cycle-alert';
import { TenderDetailHeader } from './tender-detail-header';
import { TenderGeneralInfo } from './tender-general-info';
import { TenderLineTable } from './tender-lines';

export interface QuotationLayoutProps {
  header: TenderHeader;
  lines: TenderLine[];
  /** The line store and its edits (useLineEditor, or the supplier's grid around it). */
  editor: ReturnType<typeof useLineEditor>;
  /** Which cells whoever is typing may change. */
  lineControls: LineEditControls;
  onBack: () => void;
  /** The buttons of the header bar. */
  actions: ReactNode;
  /** Past its closing date while the supplier still had something to do: the Closed tag. */
  closed?: boolean;
  /** Notices under the header bar, above the line-cycle alert. */
  notices?: ReactNode;
  /** Panels under the line-cycle alert (needs attention, save outcome). */
  panels?: ReactNode;
  attendedAll: boolean;
  attendedAllEditable: boolean;
  onAttendedAllChange: (attended: boolean) => void;
  /** The page's clock for the time left (none: not shown). */
  now?: Date;
  /** Buttons beside the items title (the workbook's). */
  toolbar?: ReactNode;
  /** Lets the actions move the grid to the lines needing attention. */
  navigation?: Ref<LineNavigationHandle>;
  /** Under the line table (the remark to the buyer). */
  footer?: ReactNode;
  /** The dialogs. */
  children?: ReactNode;
}

/**
 * The quotation of one tender as whoever types it sees it (spec 2.8): the header bar with the actions, the
 * general information, the items with the discount rate under price negotiation, the line table with its
 * totals. The supplier's online quotation and staff's paper quote differ only in what they pass in.
 */
export function QuotationLayout(props: QuotationLayoutProps) {
  const { header, lines, editor, lineControls } = props;
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  const currency = header.currency || clock.currency;
  // On a phone, once acknowledged, the lines come first: the information folds to its essentials.
  const foldInfo = useCardLayout() && !isAwaitingAcknowledgement(header.status);
  const order = useMemo(() => lines.map((line) => line.seqno), [lines]);
  const getState = editor.store.getState;
  const ownDiscounts = useCallback(
    (rate: string, previousRate?: string) => countOwnDiscounts(getState(), rate, previousRate),
    [getState],
  );

  return (
    <div className="tp-tender-detail">
      <TenderDetailHeader
        title={header.rfqnum}
        status={header.status}
        statusdesc={header.statusdesc}
        closed={props.closed}
        onBack={props.onBack}
        actions={props.actions}
      />
      {props.notices}
      <LineCycleAlert store={editor.store} />
      {props.panels}
      <TenderGeneralInfo
        header={header}
        attendedAll={props.attendedAll}
        attendedAllEditable={props.attendedAllEditable}
        onAttendedAllChange={props.onAttendedAllChange}
        now={props.now}
        folded={foldInfo}
      />
      <section aria-labelledby="tp-items" className="tp-block">
        <div className="tp-items-heading">
          <h2 id="tp-items" className="tp-section-title">
            {t('lines.title')}
          </h2>
          {props.toolbar}
          {lineControls.priceNegotiation ? (
            <DiscountRateBox
              disabled={!lineControls.disc}
              onApply={editor.applyRate}
              countOwnDiscounts={ownDiscounts}
            />
          ) : null}
        </div>
        {/* Nothing to fill in (submitted, declined, staff looking): no mandatory marks to explain. */}
        {lineControls.quantity || lineControls.price || lineControls.notes || lineControls.disc ? (
          <p className="tp-required-hint">{t('lines.requiredHint')}</p>
        ) : null}
        <CurrencyProvider value={currency}>
          <TenderLineTable
            store={editor.store}
            order={order}
            controls={lineControls}
            onField={editor.setField}
            onLeave={editor.leave}
            navigation={props.navigation}
          />
        </CurrencyProvider>
        {props.footer}
      </section>
      {props.children}
    </div>
  );
}
