/** Every status a tender invitation can have (spec 4.1), spelt as stored. */
export const TENDER_STATUSES = [
  'NEW',
  'DRAFT',
  'WTQUOTE',
  'NORESPONSE',
  'SUBMITED',
  'LOST',
  'AWARDED',
  'DECLINED',
  'CANCELD',
] as const;

/** A tender invitation status. */
export type TenderStatus = (typeof TENDER_STATUSES)[number];

const KNOWN = new Set<string>(TENDER_STATUSES);

/** Whether the text is one of the tender statuses (exact spelling). */
export function isTenderStatus(value: string): value is TenderStatus {
  return KNOWN.has(value);
}

// Spec 4.1 names green, brown and grey-blue; DRAFT has no badge colour, so it gets antd's neutral
// 'default'. antd writes a tag's colour as text on a light tint of itself, so each is dark enough for
// the 4.5:1 contrast text needs (antd's preset green is 3.4:1 there).
const GREEN = '#237804';
const BROWN = '#8b5a2b';
const GREY_BLUE = '#46607a';

/** Badge colour per status (spec 4.1): antd preset names or hex colours. */
export const STATUS_BADGE_COLOUR: Readonly<Record<TenderStatus, string>> = {
  NEW: GREEN,
  DRAFT: 'default',
  WTQUOTE: BROWN,
  NORESPONSE: GREY_BLUE,
  SUBMITED: BROWN,
  LOST: 'red',
  AWARDED: GREEN,
  DECLINED: 'red',
  CANCELD: GREY_BLUE,
};

/** i18n key of each status label ('status.WTQUOTE' -> 'Waiting for Quotation'). */
export const STATUS_LABEL_KEY: Readonly<Record<TenderStatus, string>> = {
  NEW: 'status.NEW',
  DRAFT: 'status.DRAFT',
  WTQUOTE: 'status.WTQUOTE',
  NORESPONSE: 'status.NORESPONSE',
  SUBMITED: 'status.SUBMITED',
  LOST: 'status.LOST',
  AWARDED: 'status.AWARDED',
  DECLINED: 'status.DECLINED',
  CANCELD: 'status.CANCELD',
};

/**
 * Statuses in which the supplier can still save and submit a quotation and attach documents to it
 * (spec 4.2, 4.3); the closing date and a hard-copy tender close it as well.
 */
export const QUOTING_STATUSES = ['WTQUOTE', 'NORESPONSE'] as const satisfies readonly TenderStatus[];

const QUOTING = new Set<string>(QUOTING_STATUSES);

/** Whether a supplier may quote in this status (WTQUOTE, NORESPONSE). */
export function isQuotingStatus(status: string): boolean {
  return QUOTING.has(status);
}

/**
 * Statuses in which an invitation waits for the supplier: not yet accepted (NEW, DRAFT) or quoting.
 * Before the closing date they are the home page's open invitations; past it the list reads Closed.
 */
export const AWAITING_SUPPLIER_STATUSES = [
  'NEW',
  'DRAFT',
  ...QUOTING_STATUSES,
] as const satisfies readonly TenderStatus[];

const AWAITING_SUPPLIER = new Set<string>(AWAITING_SUPPLIER_STATUSES);

/** Whether the invitation still waits for the supplier to accept, decline or quote. */
export function isAwaitingSupplier(status: string): boolean {
  return AWAITING_SUPPLIER.has(status);
}

/**
 * Whether the supplier may delete a document it attached to the tender: in WTQUOTE only (spec 4.3), while
 * adding one is allowed in every quoting status.
 */
export function canDeleteSupplierDocumentIn(status: string): boolean {
  return status === 'WTQUOTE';
}
