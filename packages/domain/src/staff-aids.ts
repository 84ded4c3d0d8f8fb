import { canInputPaperQuote } from './paper-quote.ts';
import { TENDER_STATUSES, type TenderStatus } from './status.ts';

// Staff aids on /tenders (issue 18): the hard-copy tenders of their site still waiting for the paper
// quote's prices, and finding a supplier's code by part of its name. Shared by the contract that bounds
// the replies and the page that asks.

/** Most suppliers the supplier-name lookup answers. */
export const SUPPLIER_LOOKUP_MAX = 8;

/** Longest text the supplier-name lookup takes. */
export const SUPPLIER_LOOKUP_MAX_LENGTH = 100;

/** Hard-copy tenders a page of the staff's waiting list shows. */
export const HARD_COPY_WAITING_PAGE_SIZE = 10;

/**
 * Statuses in which a hard-copy tender not yet inputted waits for staff to type in its paper quote: those
 * that take one (paper-quote.ts), so the list links only to tenders staff can input.
 */
export const HARD_COPY_WAITING_STATUSES: readonly TenderStatus[] = TENDER_STATUSES.filter(canInputPaperQuote);
