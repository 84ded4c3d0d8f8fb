import {
  isHardCopyTender,
  isWorkflowAction,
  nextStatus,
  type TenderStatus,
  WORKFLOW_ACTIONS,
} from '@tender/domain';
import { writeAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import {
  allRfqDocumentsDownloaded,
  type InvitationChange,
  type LockedInvitation,
  lockSupplierInvitation,
  updateInvitationIfUnchanged,
} from './quotation-repository.ts';
import { applyQuotation, isExpired, type QuotationChanges } from './quotation-service.ts';
import { quotingSupplierOf } from './tender-access.ts';

export interface WorkflowRequest {
  udztbId: number;
  actionId: number;
  commentstojll?: string;
  /** Lines (and flags) to save before a submit, in the same transaction; only with action 4. */
  quotation?: QuotationChanges;
}

const DECLINES: readonly number[] = [WORKFLOW_ACTIONS.DECLINE, WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT];
const LARGEST_ID = 2_147_483_647;

/** The status the action leads to, or the coded refusal of spec 4.2/4.3/8. */
function checkTransition(invitation: LockedInvitation, request: WorkflowRequest, now: Date): TenderStatus {
  const { actionId } = request;
  const to = nextStatus(invitation.status, actionId);
  if (to === null) {
    throw new AppError(
      invitation.status === 'SUBMITED' && actionId === WORKFLOW_ACTIONS.SUBMIT
        ? ErrorCode.ALREADY_QUOTED
        : ErrorCode.ACTION_NOT_ALLOWED,
    );
  }
  // Acknowledging receipt is not quoting, so a hard-copy tender may be acknowledged; its quote and any
  // decline happen on paper (spec 4.3, 4.4).
  if (actionId !== WORKFLOW_ACTIONS.ACCEPT && isHardCopyTender(invitation))
    throw new AppError(ErrorCode.HARD_COPY);
  if (isExpired(invitation, now)) throw new AppError(ErrorCode.TENDER_EXPIRED);
  if (DECLINES.includes(actionId)) {
    // Spec 4.3: Decline is offered only when price negotiation is off.
    if (invitation.pricenegotiation) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    if ((request.commentstojll ?? '').trim() === '') {
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'commentstojll' });
    }
  }
  return to;
}

/**
 * /workflow/submitworkflow on a tender: checks and applies one transition in a transaction holding the
 * invitation's row lock, with a conditional update on status and version, so concurrent submits give
 * exactly one transition and the others are refused. Answers the new status.
 */
export async function runTenderWorkflow(
  db: Db,
  caller: SessionUser,
  request: WorkflowRequest,
): Promise<TenderStatus> {
  const supplierId = quotingSupplierOf(caller);
  if (!isWorkflowAction(request.actionId)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
  }
  if (request.quotation && request.actionId !== WORKFLOW_ACTIONS.SUBMIT) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'updateudztbline' });
  }
  if (request.udztbId < 1 || request.udztbId > LARGEST_ID) throw new AppError(ErrorCode.NO_SUCH_TENDER);

  return db.transaction().execute(async (trx) => {
    const invitation = await lockSupplierInvitation(trx, supplierId, { id: request.udztbId });
    if (!invitation) throw new AppError(ErrorCode.NO_SUCH_TENDER);
    const to = checkTransition(invitation, request, new Date());
    const change: InvitationChange = { status: to };

    if (request.actionId === WORKFLOW_ACTIONS.SUBMIT) {
      if (!(await allRfqDocumentsDownloaded(trx, invitation.rfqId, supplierId))) {
        throw new AppError(ErrorCode.ATTACHMENTS_NOT_DOWNLOADED);
      }
      // Saving first (with no entries: recomputing the stored lines) also runs every line check.
      const applied = await applyQuotation(trx, invitation, request.quotation ?? { entries: [] });
      Object.assign(change, applied.header);
      if (request.quotation) {
        await writeAudit(trx, {
          userId: caller.userId,
          action: 'save',
          entity: 'udztb',
          entityId: invitation.id,
          fromStatus: invitation.status,
          toStatus: invitation.status,
          detail: { changedLines: applied.changedLines, withSubmit: true },
        });
      }
    }
    if (DECLINES.includes(request.actionId)) change.commentstojll = (request.commentstojll ?? '').trim();

    if (!(await updateInvitationIfUnchanged(trx, invitation, change))) {
      throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    }
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'workflow',
      entity: 'udztb',
      entityId: invitation.id,
      fromStatus: invitation.status,
      toStatus: to,
      comment: change.commentstojll ?? '',
      detail: { actionid: request.actionId, version: invitation.version + 1 },
    });
    return to;
  });
}
