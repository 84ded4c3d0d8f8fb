import { type FlagValue, isFlagSet } from './flag.ts';
import type { TenderStatus } from './status.ts';

// Spec 4.4: a hard-copy tender whose quote (or decline) came on paper and that staff record in the portal.
// These rules stand apart from the supplier's of spec 4.3 on purpose: the paper is the supplier's act, staff
// only transcribe it, so the online window (quoting status, closing date) does not bind. The staff page
// offers an action only where the server takes it.

/**
 * Statuses a paper quote may be input in: before the quote (NEW, DRAFT as the paper is the
 * acknowledgement, WTQUOTE, NORESPONSE) or SUBMITED without its prices. Later ones (LOST, AWARDED,
 * DECLINED, CANCELD) are closed.
 */
const PAPER_QUOTE_FROM: ReadonlySet<string> = new Set<TenderStatus>([
  'NEW',
  'DRAFT',
  'WTQUOTE',
  'NORESPONSE',
  'SUBMITED',
]);

/** Statuses a paper decline may be recorded in: while the tender still waits for an answer. */
const PAPER_DECLINE_FROM: ReadonlySet<string> = new Set<TenderStatus>(['NEW', 'DRAFT', 'WTQUOTE']);

/** Whether staff may input a paper quote in this status. */
export function canInputPaperQuote(status: string): boolean {
  return PAPER_QUOTE_FROM.has(status);
}

/** The status after staff input the paper quote (always SUBMITED), or null when the tender takes none. */
export function statusAfterPaperQuote(status: string): TenderStatus | null {
  return canInputPaperQuote(status) ? 'SUBMITED' : null;
}

/**
 * Whether staff may record a paper decline in this status: NEW, DRAFT (action 8) or WTQUOTE (action 9).
 * Staff may send either id; the status decides, as the paper does not say which.
 */
export function canRecordPaperDecline(status: string): boolean {
  return PAPER_DECLINE_FROM.has(status);
}

/** What decides the fields of a paper quote: the tender's price negotiation and its site inspections. */
export interface PaperQuoteView {
  pricenegotiation: FlagValue;
  hassiteinspection: FlagValue;
}

/** The fields staff may type in from a paper quote. */
export interface PaperQuoteRights {
  quantityEditable: boolean;
  priceEditable: boolean;
  discountEditable: boolean;
  notesEditable: boolean;
  siteInspectionEditable: boolean;
}

/**
 * The fields staff may type in from a paper quote (spec 4.4): what the supplier could have entered online
 * (spec 4.3 without the hard-copy and status locks), so the paper quote goes through the same entry and
 * calculation rules: quantity and price, or only the discount under price negotiation; notes always; the
 * site-inspection box on a tender with site inspections. The staff page and the server both ask this.
 */
export function paperQuoteRights(view: PaperQuoteView): PaperQuoteRights {
  const negotiating = isFlagSet(view.pricenegotiation);
  return {
    quantityEditable: !negotiating,
    priceEditable: !negotiating,
    discountEditable: negotiating,
    notesEditable: true,
    siteInspectionEditable: isFlagSet(view.hassiteinspection),
  };
}
