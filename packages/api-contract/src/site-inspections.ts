import { type Static, Type } from 'typebox';
import { Closed, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineNamedOperation } from './operation.ts';

// The site inspections of an RFQ (spec 3, Site inspection), for the suppliers invited to it.

export const SiteInspectionParams = Type.Object({ rfqnum: Type.String({ minLength: 1, maxLength: 100 }) });
export type SiteInspectionParams = Static<typeof SiteInspectionParams>;

/** One site inspection. */
export const SiteInspectionItem = Closed({
  buildingcode: Type.String(),
  buildingname: Type.String(),
  contact: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  arrangementdetalis: Type.String({
    description:
      "The spec's own spelling, read by the legacy screens; the same text as `arrangementdetails`.",
  }),
  arrangementdetails: Type.String(),
  replydate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The inspection date (ISO 8601), or null when not arranged yet.',
  }),
});
export type SiteInspectionItem = Static<typeof SiteInspectionItem>;

export const getSiteInspection = defineNamedOperation({
  kind: 'list',
  reqname: 'getsiteinspection',
  summary: "The RFQ's site inspections",
  description: 'Earliest date first (not yet arranged last), then by building code.',
  role: 'supplier',
  params: SiteInspectionParams,
  reply: Ok({ getsiteinspection: Type.Array(SiteInspectionItem) }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags: ['Tender documents'],
});

export const siteInspectionNamedOperations = [getSiteInspection] as const;
