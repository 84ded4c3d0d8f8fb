/**
 * The RFQ fields fixed once it is published, by their name in the save and the import and their rfq
 * column: how quotations are collected (issue 28) and how many people open them (issue 29); the seal
 * reads each. The buyer's save refuses a change (5600015) and the import likewise, naming the field.
 */
export const RFQ_FIXED_FIELDS = {
  tendercollectvia: 'tendercollectvia',
  bidmethod: 'bidmethod',
  openingquorum: 'opening_quorum',
} as const;
export type RfqFixedField = keyof typeof RFQ_FIXED_FIELDS;
export const RFQ_FIXED_FIELD_NAMES = Object.keys(RFQ_FIXED_FIELDS) as RfqFixedField[];
