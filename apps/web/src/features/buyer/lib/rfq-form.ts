import type { BuyerRfqDetail, BuyerRfqInput, ImportSiteInspection } from '@tender/api-contract';
import type { Criterion } from '@tender/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { type BoqLine, lineFromDetail, lineToInput } from './boq-lines';

/** How quotations are collected (tendercollectvia) and how bids are made (bidmethod): the stored codes. */
export const COLLECT_VIA = ['Portal', 'HardCopy'] as const;
export const BID_METHODS = ['Online', 'HardCopy'] as const;

export interface SiteInspectionValues {
  buildingcode: string;
  buildingname: string;
  contact: string;
  email: string;
  phone: string;
  arrangementdetails: string;
  replydate: Dayjs | null;
}

/** The general information of the editor's form (spec 2.8), as antd's Form holds it. */
export interface RfqFormValues {
  description: string;
  tendercollectvia: string;
  bidmethod: string;
  closingdate: Dayjs | null;
  contact1: string;
  email1: string;
  phone1: string;
  contact2: string;
  email2: string;
  phone2: string;
  remark: string;
  pricenegotiation: boolean;
  hassiteinspection: boolean;
  currency: string;
  /** Opened at closing (1), or after it by two people of the site (2; issue 29). Fixed once published. */
  openingquorum: 1 | 2;
  siteinspections: SiteInspectionValues[];
  /** How quotations are evaluated (issue 33): empty, or price with others; fixed once published. */
  criteria: CriterionValues[];
}

/** A criterion as the form holds it (the weight blank while typed). */
export interface CriterionValues {
  criterion: string;
  name: string;
  weight: number | null;
}

/** The opening quorums the editor offers (issue 29). */
export const OPENING_QUORUMS = [1, 2] as const;

/** A new tender's form: portal and online, closing a week from now at noon, the site's currency. */
export function newRfqValues(currency: string, now = dayjs()): RfqFormValues {
  return {
    description: '',
    tendercollectvia: 'Portal',
    bidmethod: 'Online',
    closingdate: now.add(7, 'day').hour(12).minute(0).second(0).millisecond(0),
    contact1: '',
    email1: '',
    phone1: '',
    contact2: '',
    email2: '',
    phone2: '',
    remark: '',
    pricenegotiation: false,
    hassiteinspection: false,
    currency,
    openingquorum: 1,
    siteinspections: [],
    criteria: [],
  };
}

/** The form of a stored RFQ, and its lines for the grid. */
export function valuesOfDetail(detail: BuyerRfqDetail): { values: RfqFormValues; lines: BoqLine[] } {
  return {
    values: {
      description: detail.description,
      tendercollectvia: detail.tendercollectvia || 'Portal',
      bidmethod: detail.bidmethod || 'Online',
      // A copy's closing date is the buyer's to set (issue 33): blank until saved.
      closingdate: detail.closingdateset ? dayjs(detail.closingdate) : null,
      contact1: detail.contact1,
      email1: detail.email1,
      phone1: detail.phone1,
      contact2: detail.contact2,
      email2: detail.email2,
      phone2: detail.phone2,
      remark: detail.remark,
      pricenegotiation: detail.pricenegotiation,
      hassiteinspection: detail.hassiteinspection,
      currency: detail.currency,
      openingquorum: detail.openingquorum,
      siteinspections: detail.siteinspections.map((inspection) => ({
        buildingcode: inspection.buildingcode,
        buildingname: inspection.buildingname,
        contact: inspection.contact,
        email: inspection.email,
        phone: inspection.phone,
        arrangementdetails: inspection.arrangementdetails,
        replydate: inspection.replydate ? dayjs(inspection.replydate) : null,
      })),
      criteria: detail.criteria.map((c) => ({ ...c })),
    },
    lines: detail.lines.map(lineFromDetail),
  };
}

function inspectionInput(values: SiteInspectionValues): ImportSiteInspection {
  return {
    buildingcode: values.buildingcode.trim(),
    buildingname: values.buildingname.trim(),
    contact: values.contact.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    arrangementdetails: values.arrangementdetails,
    replydate: values.replydate ? values.replydate.format() : null,
  };
}

/**
 * The `rfq` of /buyer/rfq/save: the form, the lines in the order shown, and `reason` when amending. The
 * closing date goes with the browser's offset, so the moment picked is the moment stored.
 */
export function rfqInput(
  values: RfqFormValues,
  lines: readonly BoqLine[],
  extra: { rfqnum?: string; reason?: string },
): BuyerRfqInput {
  return {
    ...(extra.rfqnum ? { rfqnum: extra.rfqnum } : {}),
    description: values.description.trim(),
    tendercollectvia: values.tendercollectvia,
    bidmethod: values.bidmethod,
    closingdate: (values.closingdate ?? dayjs()).second(0).millisecond(0).format(),
    contact1: values.contact1.trim(),
    email1: values.email1.trim(),
    phone1: values.phone1.trim(),
    contact2: values.contact2.trim(),
    email2: values.email2.trim(),
    phone2: values.phone2.trim(),
    remark: values.remark,
    pricenegotiation: values.pricenegotiation,
    hassiteinspection: values.hassiteinspection,
    currency: values.currency,
    openingquorum: values.openingquorum,
    lines: lines.map(lineToInput),
    siteinspections: values.siteinspections
      .filter((row) => row.buildingcode.trim() !== '')
      .map(inspectionInput),
    ...(extra.reason === undefined ? {} : { reason: extra.reason.trim() }),
    criteria: criteriaInput(values.criteria ?? []),
  };
}

/** The criteria as /buyer/rfq/save takes them (a blank weight as 0: the server says what is wrong). */
export function criteriaInput(values: readonly CriterionValues[]): Criterion[] {
  return values.map((c) => ({ criterion: c.criterion, name: c.name.trim(), weight: c.weight ?? 0 }));
}
