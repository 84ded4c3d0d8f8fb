import type { TenderStatus } from '@tender/domain';

/**
 * The English status labels of spec 4.1, sent as `statusdesc`. The web app translates the status code
 * itself; this text is what older clients and the print page show when they have no translation.
 */
export const STATUS_LABEL_EN: Readonly<Record<TenderStatus, string>> = {
  NEW: 'New',
  DRAFT: 'Draft',
  WTQUOTE: 'Waiting for Quotation',
  NORESPONSE: 'No Response',
  SUBMITED: 'Submitted',
  LOST: 'Lost',
  AWARDED: 'Awarded',
  DECLINED: 'Declined',
  CANCELD: 'Cancelled',
};
