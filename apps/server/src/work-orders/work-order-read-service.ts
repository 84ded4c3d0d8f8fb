import type { WorkOrderDetail, WorkOrderPage } from '@tender/api-contract';
import { WORK_ORDER_PAGE_SIZE } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { downloadLinks, listOwnerDocuments, presentDocument } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { searchPattern } from '../http/request-values.ts';
import type { SessionUser } from '../http/session-user.ts';
import { assertWorkType, filterText, workOrderSupplierOf } from './work-order-access.ts';
import { presentWorkOrderDetail, presentWorkOrderItem } from './work-order-presenter.ts';
import {
  countWorkOrders,
  findWorkOrder,
  listWorkOrders,
  type WorkOrderFilter,
} from './work-order-repository.ts';

export interface WorkOrderSearch {
  /** Search text: matched case-insensitively and literally (% and _ are not wildcards). */
  searchdesc?: string | null;
  worktype?: string | null;
  wonum?: string | null;
  assetnum?: string | null;
  page?: number;
  pageSize?: number;
}

/** workOrderList: a page of the caller's own work orders and how many the search finds in all. */
export async function searchWorkOrders(
  db: Db,
  caller: SessionUser,
  search: WorkOrderSearch,
): Promise<WorkOrderPage> {
  const supplierId = workOrderSupplierOf(caller);
  assertWorkType(search.worktype);
  const filter: WorkOrderFilter = {
    pattern: searchPattern(search.searchdesc ?? undefined),
    wonum: filterText(search.wonum),
    assetnum: filterText(search.assetnum),
  };
  const size = search.pageSize ?? WORK_ORDER_PAGE_SIZE;
  const offset = ((search.page ?? 1) - 1) * size;
  const [rows, totalcount] = await Promise.all([
    listWorkOrders(db, supplierId, filter, { size, offset }),
    countWorkOrders(db, supplierId, filter),
  ]);
  return { woResList: rows.map(presentWorkOrderItem), totalcount };
}

/**
 * workOrderDetail: one of the caller's work orders with its documents (each with a download link signed
 * for the caller's session). Another supplier's number answers like a missing one.
 */
export async function getWorkOrderDetail(
  db: Db,
  caller: SessionUser,
  request: { wonum: string; worktype?: string | null; assetnum?: string | null },
): Promise<WorkOrderDetail> {
  const supplierId = workOrderSupplierOf(caller);
  assertWorkType(request.worktype);
  const row = await findWorkOrder(db, supplierId, request.wonum.trim());
  const assetnum = filterText(request.assetnum);
  if (!row || (assetnum !== null && assetnum.toLowerCase() !== row.assetnum.toLowerCase())) {
    throw new AppError(ErrorCode.WORK_ORDER_NOT_FOUND);
  }
  const [docs, links] = await Promise.all([listOwnerDocuments(db, 'WO', row.id), downloadLinks(db)]);
  return presentWorkOrderDetail(
    row,
    docs.map((doc) => presentDocument(doc, links, caller.sessionId)),
  );
}
