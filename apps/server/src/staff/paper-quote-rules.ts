import type { TenderStatus } from '@tender/domain';
import type { LockedInvitation } from '../tenders/quotation-repository.ts';
import type { QuotationRights } from '../tenders/quotation-service.ts';

// The rules of spec 4.4 for a hard-copy tender whose quote (or decline) came on paper and that staff
// record in the portal. They live apart from the supplier's rules of spec 4.3 on purpose: the paper is
// the supplier's act, staff only transcribe it, so the online window (status, closing date) does not bind.

/**
 * Where typing in a paper quote leads. Before the quote the tender is NEW, DRAFT (the paper is the
 * acknowledgement), WTQUOTE or NORESPONSE and becomes SUBMITED; a tender already marked SUBMITED
 * without its prices keeps that status. Anything later (LOST, AWARDED, DECLINED, CANCELD) is closed.
 */
const AFTER_PAPER_QUOTE: Readonly<Partial<Record<string, TenderStatus>>> = {
  NEW: 'SUBMITED',
  DRAFT: 'SUBMITED',
  WTQUOTE: 'SUBMITED',
  NORESPONSE: 'SUBMITED',
  SUBMITED: 'SUBMITED',
};

/** The status after staff input the paper quote, or null when the tender no longer takes one. */
export function statusAfterPaperQuote(status: string): TenderStatus | null {
  return AFTER_PAPER_QUOTE[status] ?? null;
}

/**
 * The fields staff may type in: what the supplier could have entered online (spec 4.3 without the
 * hard-copy and status locks), so the paper quote goes through the same entry and calculation rules.
 */
export function paperQuoteRights(
  invitation: Pick<LockedInvitation, 'pricenegotiation' | 'hassiteinspection'>,
): QuotationRights {
  const negotiating = invitation.pricenegotiation;
  return {
    quantityEditable: !negotiating,
    priceEditable: !negotiating,
    discountEditable: negotiating,
    notesEditable: true,
    siteInspectionEditable: invitation.hassiteinspection,
  };
}

/**
 * A paper decline can be recorded while the tender still waits for an answer: NEW, DRAFT (action 8) or
 * WTQUOTE (action 9). Staff may send either id; the status decides, as the paper does not say which.
 */
const PAPER_DECLINE_FROM: ReadonlySet<string> = new Set(['NEW', 'DRAFT', 'WTQUOTE']);

export function canRecordPaperDecline(status: string): boolean {
  return PAPER_DECLINE_FROM.has(status);
}
