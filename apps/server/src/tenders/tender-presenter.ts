import type { TenderHeader, TenderLine, TenderListItem } from '@tender/api-contract';
import { isPastClosingDate } from '@tender/domain';
import { t } from '../i18n/translate.ts';
import type { StoredLine } from './tender-line-repository.ts';
import type { TenderHeaderRow, TenderListRow } from './tender-repository.ts';

// Rows to the field names and spellings of spec 3: flags as '0'/'1', dates as ISO strings, amounts as
// the exact decimal strings the database returned.

type Flag = '0' | '1';

function flag(value: boolean): Flag {
  return value ? '1' : '0';
}

/** What a header shows beyond its row: the default currency and the moment "closed" is judged at. */
export interface HeaderContext {
  currency: string;
  now: Date;
}

export function presentListItem(row: TenderListRow): TenderListItem {
  return {
    udztbid: row.udztbid,
    udztbnum: row.udztbnum,
    rfqnum: row.rfqnum,
    suppliercode: row.suppliercode,
    suppliername: row.suppliername,
    siteid: row.siteid,
    tenderdesc: row.tenderdesc,
    status: row.status,
    // English for older clients and the print page; the web app translates the status code itself.
    statusdesc: t('EN', `status.${row.status}`),
    enddate: row.closingdate.toISOString(),
  };
}

export function presentHeader(row: TenderHeaderRow, context: HeaderContext): TenderHeader {
  return {
    ...presentListItem(row),
    title: row.rfqnum,
    content: row.tenderdesc,
    tendercollectvia: row.tendercollectvia,
    bidmethod: row.bidmethod,
    closingdate: row.closingdate.toISOString(),
    contact1: row.contact1,
    email1: row.email1,
    phone1: row.phone1,
    contact2: row.contact2,
    email2: row.email2,
    phone2: row.phone2,
    remark: row.remark,
    inputed: flag(row.inputed),
    pricenegotiation: flag(row.pricenegotiation),
    hassiteinspection: flag(row.hassiteinspection),
    siteinspections: row.siteinspections,
    attendedall: flag(row.attendedall),
    isdownload: flag(row.alldownloaded),
    reminder: flag(row.reminder),
    commentstojll: row.commentstojll,
    version: row.version,
    submittedat: row.submitted_at?.toISOString() ?? null,
    submittedby: row.submitted_at ? row.submittedby : null,
    submissionref: row.submission_ref,
    amendedat: row.amended_at?.toISOString() ?? null,
    currency: row.currency ?? context.currency,
    closed: flag(isPastClosingDate(row.closingdate, context.now)),
    criteria: row.criteria,
  };
}

export function presentLine(line: StoredLine): TenderLine {
  return {
    seqno: line.seqno,
    description: line.description,
    longdesc: line.longdesc,
    remark: line.remark,
    bold: flag(line.bold),
    underline: flag(line.underline),
    header: flag(line.header),
    autocal: line.autocal,
    required: flag(line.required),
    qtyrequired: flag(line.qtyrequired),
    totalamountreq: flag(line.totalamountreq),
    neednotes: flag(line.neednotes),
    quantity: line.quantity,
    unit: line.unit,
    unitprice: line.unitprice,
    totallineamount: line.totallineamount,
    disc: line.disc,
    disclineamt: line.disclineamt,
    linenotes: line.linenotes,
    changedfields: line.changed_fields,
    // Set only when an award is final (issue 29): a pending award shows the supplier nothing.
    awarded: flag(line.awarded),
  };
}
