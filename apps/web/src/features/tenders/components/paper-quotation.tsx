import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { isFlagSet, paperQuoteRights } from '@tender/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { Alert } from '@/components/plain/alert';
import { useLineEditor } from '../hooks/use-line-editor';
import { type QuotationSaveOptions, useQuotationSave } from '../hooks/use-quotation-save';
import type { LineEditControls } from '../lib/line-edit-controls';
import { QuotationLayout } from './quotation-layout';

export interface PaperQuotationProps extends Pick<QuotationSaveOptions, 'send' | 'texts' | 'onTransition'> {
  header: TenderHeader;
  lines: TenderLine[];
  onBack: () => void;
  /** What the screen is for, above the lines. */
  notice: ReactNode;
  /** The header bar's buttons, given the save (Submit calls `submit`; `busy` while it is in flight). */
  actions: (save: { submit: () => void; busy: boolean }) => ReactNode;
  /** The dialogs of the other actions. */
  children?: ReactNode;
}

/**
 * Staff type in a supplier's paper quotation of a hard-copy tender (spec 4.4): the fields a supplier could
 * type online (quantity and price, or only the discount under price negotiation; notes always) and the
 * site-inspection box of a tender with site inspections; no closing date applies, nothing is saved before
 * the whole quotation is sent.
 */
export function PaperQuotation({
  notice,
  actions,
  send,
  texts,
  onTransition,
  ...detail
}: PaperQuotationProps) {
  const { header, lines } = detail;
  const rights = useMemo(() => paperQuoteRights(header), [header]);
  const lineControls = useMemo<LineEditControls>(
    () => ({
      quantity: rights.quantityEditable,
      price: rights.priceEditable,
      notes: rights.notesEditable,
      disc: rights.discountEditable,
      showPrices: true,
      priceNegotiation: isFlagSet(header.pricenegotiation),
    }),
    [rights, header.pricenegotiation],
  );
  const editor = useLineEditor(lines);
  const [attendedAll, setAttendedAll] = useState(isFlagSet(header.attendedall));
  const save = useQuotationSave({
    header,
    getState: editor.store.getState,
    attendedAll,
    send,
    texts,
    onTransition,
  });

  return (
    <QuotationLayout
      {...detail}
      editor={editor}
      lineControls={lineControls}
      actions={actions(save)}
      notices={<Alert type="info" title={notice} className="tp-block" />}
      attendedAll={attendedAll}
      attendedAllEditable={rights.siteInspectionEditable}
      onAttendedAllChange={setAttendedAll}
    />
  );
}
