// The statuses in which the server takes a paper quote or a paper decline (docs/api.md, Staff): the page
// offers the actions only there, so staff are not shown a button the server would refuse.

/** updateudztb_supp: statuses a hard-copy quotation may be input in. */
export const PAPER_QUOTE_STATUSES: ReadonlySet<string> = new Set([
  'NEW',
  'DRAFT',
  'WTQUOTE',
  'NORESPONSE',
  'SUBMITED',
]);

/** The hard-copy decline handler: statuses a paper decline may be recorded in. */
export const PAPER_DECLINE_STATUSES: ReadonlySet<string> = new Set(['NEW', 'DRAFT', 'WTQUOTE']);
