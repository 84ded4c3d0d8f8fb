import type { AppContext } from '../app-context.ts';
import { deleteDocument, findDocument } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { workOrderSupplierOf } from './work-order-access.ts';
import { findOwnWorkOrder } from './work-order-repository.ts';

/**
 * deleteWorkOrderDoc: the workflow owner removes a document of the work order. The work order and the
 * document must belong together and to the caller; the delete itself (row, audit, then bytes) is the
 * documents feature's, which checks the workflow-owner rule again inside its transaction.
 */
export async function deleteWorkOrderDocument(
  ctx: AppContext,
  caller: SessionUser,
  request: { docinfoid: number; workorderId: number },
): Promise<void> {
  const supplierId = workOrderSupplierOf(caller);
  const order = await findOwnWorkOrder(ctx.db, supplierId, request.workorderId);
  if (!order) throw new AppError(ErrorCode.WORK_ORDER_NOT_FOUND);
  if (!order.workflowowner) throw new AppError(ErrorCode.NOT_WORKFLOW_OWNER);
  const doc = await findDocument(ctx.db, request.docinfoid);
  if (doc?.ownertable !== 'WO' || doc.ownerid !== order.id) {
    throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND);
  }
  await deleteDocument(ctx, caller, doc.id);
}
