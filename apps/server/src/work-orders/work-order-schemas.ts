import { type Static, Type } from 'typebox';
import { PageInput, PageSizeInput } from '../tenders/tender-schemas.ts';

// Request bodies of the work-order calls (spec 7: workOrderList, workOrderDetail, deleteWorkOrderDoc).

/** Spec 9 fixes the work type to CM; the client still sends it, and anything else is refused. */
const WorkType = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const RowId = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^\\s*[0-9]{1,9}\\s*$' }),
]);

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

/** workOrderDetail: one work order by its number (assetnum, when sent, must be the order's). */
export const WorkOrderDetailBody = Type.Object({
  worktype: WorkType,
  wonum: Type.String({ minLength: 1, maxLength: 100 }),
  assetnum: OptionalText(100),
});
export type WorkOrderDetailBody = Static<typeof WorkOrderDetailBody>;

/** deleteWorkOrderDoc: a document (docinfoid) of the work order (ownerid = workorderid). */
export const WorkOrderDocDeleteBody = Type.Object({
  docinfoid: RowId,
  ownerid: RowId,
});
export type WorkOrderDocDeleteBody = Static<typeof WorkOrderDocDeleteBody>;
