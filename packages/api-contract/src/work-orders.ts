import { WORK_ORDER_PAGE_SIZE, WORK_ORDER_TYPE } from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok, OkReply, PageInput, PageSizeInput } from './common.ts';
import { DocumentItem } from './documents.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Work orders of the caller's supplier (spec 3, Work order; spec 7: workOrderList, workOrderDetail,
// deleteWorkOrderDoc). Another supplier's work order answers exactly like a missing one (5300001). The
// workflow step is /workflow/submitworkflow with ownertable WO; uploads go through /common/upload.

const tags = ['Work orders'] as const;

const WorkType = Type.Optional(
  Type.Union([Type.String({ maxLength: 10 }), Type.Null()], {
    description: `Fixed to ${WORK_ORDER_TYPE} (spec 9): absent, blank or ${WORK_ORDER_TYPE} (any case); anything else is 1000002.`,
  }),
);
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const RowId = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^\\s*[0-9]{1,9}\\s*$' }),
]);
const NullableInstant = Type.Union([Instant, Type.Null()]);

/** workOrderList: one page of the caller's work orders, searched by number, description and location. */
export const WorkOrderListBody = Type.Object({
  searchdesc: OptionalText(200),
  worktype: WorkType,
  pageno: Type.Optional(PageInput),
  pagesize: Type.Optional(PageSizeInput),
  wonum: OptionalText(100),
  assetnum: OptionalText(100),
});
export type WorkOrderListBody = Static<typeof WorkOrderListBody>;

/** One row of the list. */
export const WorkOrderListItem = Closed({
  workorderid: Type.Integer(),
  wonum: Type.String(),
  description: Type.String(),
  locationdesc: Type.String(),
  assetnum: Type.String(),
  assetdesc: Type.String(),
  status: Type.String({
    description: "The buyer's maintenance status: WAPPR, APPR, WSCH, WMATL, INPRG, COMP, ...",
  }),
  statusdate: NullableInstant,
  createdate: Instant,
  createby: Type.String(),
  lead: Type.String(),
  workflowowner: Type.Union([Type.Literal('0'), Type.Literal('1')], {
    description: "'1' when the caller's supplier holds the workflow: it may upload, delete and submit.",
  }),
});
export type WorkOrderListItem = Static<typeof WorkOrderListItem>;

export const WorkOrderPage = Closed({
  woResList: Type.Array(WorkOrderListItem),
  totalcount: Type.Integer({ description: 'How many work orders the search finds in all.' }),
});
export type WorkOrderPage = Static<typeof WorkOrderPage>;

export const workOrderList = defineOperation({
  method: 'POST',
  path: '/workorder/list',
  name: 'workOrderList',
  summary: "One page of the caller's work orders, newest first",
  description:
    '`searchdesc` is trimmed and matched case-insensitively as a literal substring of the number, ' +
    'description or location; `wonum` and `assetnum`, when not blank, filter by exact number (any case). ' +
    `Default page 1 of ${WORK_ORDER_PAGE_SIZE}.`,
  role: 'supplier',
  body: WorkOrderListBody,
  reply: Ok({ data: WorkOrderPage }),
  errors: [],
  tags,
});

/** workOrderDetail: one work order by its number (assetnum, when sent, must be the order's). */
export const WorkOrderDetailBody = Type.Object({
  worktype: WorkType,
  wonum: Type.String({ minLength: 1, maxLength: 100 }),
  assetnum: OptionalText(100),
});
export type WorkOrderDetailBody = Static<typeof WorkOrderDetailBody>;

/** A work order with every field of spec 3 and its documents. */
export const WorkOrderDetail = Closed({
  ...WorkOrderListItem.properties,
  worktype: Type.String(),
  targstartdate: NullableInstant,
  targcompdate: NullableInstant,
  schedstart: NullableInstant,
  schedfinish: NullableInstant,
  actfinish: NullableInstant,
  docs: Type.Array(DocumentItem, {
    description: "The work order's documents (ownertable WO), oldest first, links signed for the session.",
  }),
});
export type WorkOrderDetail = Static<typeof WorkOrderDetail>;

export const workOrderDetail = defineOperation({
  method: 'POST',
  path: '/workorder/detail',
  name: 'workOrderDetail',
  summary: "One of the caller's work orders with its documents",
  role: 'supplier',
  body: WorkOrderDetailBody,
  reply: Ok({ data: WorkOrderDetail }),
  errors: [ErrorCode.WORK_ORDER_NOT_FOUND],
  tags,
});

/** deleteWorkOrderDoc: a document (docinfoid) of the work order (ownerid = workorderid). */
export const WorkOrderDocDeleteBody = Type.Object({
  docinfoid: RowId,
  ownerid: RowId,
});
export type WorkOrderDocDeleteBody = Static<typeof WorkOrderDocDeleteBody>;

export const deleteWorkOrderDoc = defineOperation({
  method: 'POST',
  path: '/workorder/deldoc',
  name: 'deleteWorkOrderDoc',
  summary: 'Remove a document of a work order (workflow owner only)',
  description: "`message` (and `msg`) is 'Delete file succeeded!' in the caller's language.",
  role: 'supplier',
  body: WorkOrderDocDeleteBody,
  reply: OkReply,
  errors: [ErrorCode.WORK_ORDER_NOT_FOUND, ErrorCode.NOT_WORKFLOW_OWNER, ErrorCode.DOCUMENT_NOT_FOUND],
  tags,
});

export const workOrderOperations = [workOrderList, workOrderDetail, deleteWorkOrderDoc] as const;
