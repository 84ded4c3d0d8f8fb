import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { workOrderSupplierOf } from './work-order-access.ts';
import { lockWorkOrder, moveWorkOrder } from './work-order-repository.ts';
import {
  isFinishedStatus,
  WORK_ORDER_SUBMIT_ACTION,
  workOrderStatusAfterSubmit,
} from './work-order-workflow.ts';

export interface WorkOrderWorkflowRequest {
  workorderId: number;
  actionId: number;
  commentstojll?: string;
}

const LARGEST_ID = 2_147_483_647;

/**
 * /workflow/submitworkflow with ownertable WO: the workflow owner reports the work done. Runs in a
 * transaction holding the work order's row lock, so of two concurrent submits one moves it and the
 * other finds the workflow already handed on. Answers the new status.
 */
export async function runWorkOrderWorkflow(
  db: Db,
  caller: SessionUser,
  request: WorkOrderWorkflowRequest,
): Promise<string> {
  const supplierId = workOrderSupplierOf(caller);
  if (request.actionId !== WORK_ORDER_SUBMIT_ACTION) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
  }
  if (request.workorderId < 1 || request.workorderId > LARGEST_ID) {
    throw new AppError(ErrorCode.WORK_ORDER_NOT_FOUND);
  }
  return db.transaction().execute(async (trx) => {
    const order = await lockWorkOrder(trx, supplierId, request.workorderId);
    if (!order) throw new AppError(ErrorCode.WORK_ORDER_NOT_FOUND);
    if (!order.workflowowner) throw new AppError(ErrorCode.NOT_WORKFLOW_OWNER);
    const to = workOrderStatusAfterSubmit(order.status);
    if (to === null) throw new AppError(ErrorCode.WORK_ORDER_ACTION_NOT_ALLOWED);
    await moveWorkOrder(trx, order.id, to, isFinishedStatus(to));
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'workflow',
      entity: 'work_order',
      entityId: order.id,
      fromStatus: order.status,
      toStatus: to,
      comment: request.commentstojll?.trim() ?? '',
      detail: { actionid: request.actionId, wonum: order.wonum, workflowowner: false },
    });
    return to;
  });
}
