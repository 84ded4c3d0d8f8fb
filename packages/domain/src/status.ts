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

/** Statuses in which the supplier can still enter and submit a quotation. */
export const QUOTING_STATUSES: readonly TenderStatus[] = ['WTQUOTE', 'NORESPONSE'];
