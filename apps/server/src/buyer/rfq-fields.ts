import type { BuyerRfqInput, ImportSiteInspection } from '@tender/api-contract';
import { DEFAULT_OPENING_QUORUM } from '@tender/domain';
import { RFQ_FIXED_FIELD_NAMES, RFQ_FIXED_FIELDS, type RfqFixedField } from '../db/rfq-fixed-fields.ts';
import type { InspectionRow } from './rfq-repository.ts';
import type { BuyerRfq } from './rfq-scope.ts';

// The RFQ's own fields as the buyer's save writes them, and what an amendment changed of them. A save
// carries the whole RFQ (like a row of the import format): an absent text is empty, an absent flag false;
// only an absent `siteinspections` keeps the stored ones.

/** The rfq columns a save sets from its input (siteid is always the buyer's, never the input's). */
export function rfqColumns(input: BuyerRfqInput) {
  return {
    description: input.description,
    tendercollectvia: input.tendercollectvia ?? '',
    bidmethod: input.bidmethod ?? '',
    closingdate: new Date(input.closingdate),
    contact1: input.contact1 ?? '',
    email1: input.email1 ?? '',
    phone1: input.phone1 ?? '',
    contact2: input.contact2 ?? '',
    email2: input.email2 ?? '',
    phone2: input.phone2 ?? '',
    remark: input.remark ?? '',
    pricenegotiation: input.pricenegotiation ?? false,
    hassiteinspection: input.hassiteinspection ?? false,
    currency: input.currency ?? null,
    opening_quorum: input.openingquorum ?? DEFAULT_OPENING_QUORUM,
    // A save always carries a closing date: a copy's blank one is set by it (issue 33).
    closingdate_set: true as const,
  };
}

export type RfqColumns = ReturnType<typeof rfqColumns>;

const TEXT_FIELDS = [
  'description',
  'tendercollectvia',
  'bidmethod',
  'contact1',
  'email1',
  'phone1',
  'contact2',
  'email2',
  'phone2',
  'remark',
  'pricenegotiation',
  'hassiteinspection',
  'currency',
] as const;

/** Whether the general information (every field but the closing date) differs. */
export function textDiffers(stored: BuyerRfq, next: RfqColumns): boolean {
  return TEXT_FIELDS.some((field) => stored[field] !== next[field]);
}

/** The first fixed field the save would change, if any (its input name). */
export function changedCollectionField(stored: BuyerRfq, next: RfqColumns): RfqFixedField | undefined {
  return RFQ_FIXED_FIELD_NAMES.find(
    (field) => stored[RFQ_FIXED_FIELDS[field]] !== next[RFQ_FIXED_FIELDS[field]],
  );
}

/** A site inspection of the input as the row it is stored as. */
export function inspectionRow(s: ImportSiteInspection): InspectionRow {
  return {
    buildingcode: s.buildingcode,
    buildingname: s.buildingname ?? '',
    contact: s.contact ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    arrangementdetails: s.arrangementdetails ?? '',
    replydate: s.replydate ? new Date(s.replydate) : null,
  };
}

const inspectionKey = (row: InspectionRow) =>
  JSON.stringify([
    row.buildingcode,
    row.buildingname,
    row.contact,
    row.email,
    row.phone,
    row.arrangementdetails,
    row.replydate?.getTime() ?? null,
  ]);

/** Whether the input's site inspections differ from the stored ones. */
export function inspectionsDiffer(
  stored: readonly InspectionRow[],
  input: readonly ImportSiteInspection[],
): boolean {
  if (stored.length !== input.length) return true;
  const keys = new Set(stored.map(inspectionKey));
  return input.some((s) => !keys.has(inspectionKey(inspectionRow(s))));
}
