/** The console's home: the RFQ list. */
export const BUYER_HOME = '/buyer';
/** The editor of a new RFQ. */
export const NEW_RFQ_PATH = '/buyer/rfq/new';

/** The tender page of an RFQ. */
export function rfqPath(rfqnum: string): string {
  return `/buyer/rfq/${encodeURIComponent(rfqnum)}`;
}

/** The editor of an RFQ (a draft, or the amendment of an open one). */
export function rfqEditPath(rfqnum: string): string {
  return `${rfqPath(rfqnum)}/edit`;
}

/** The supplier search of the console (issue 33). */
export const SUPPLIERS_PATH = '/buyer/suppliers';

/** A supplier's record (issue 33). */
export function supplierRecordPath(code: string): string {
  return `${SUPPLIERS_PATH}/${encodeURIComponent(code)}`;
}

/** The registrations of the site waiting for review (issue 33, item 4). */
export const REGISTRATIONS_PATH = '/buyer/registrations';
