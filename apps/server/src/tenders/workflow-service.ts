import {
  isDeclineReasonMissing,
  isHardCopyTender,
  isWorkflowAction,
  nextStatus,
  supplierDetailControls,
  type TenderStatus,
  WORKFLOW_ACTIONS,
} from '@tender/domain';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { supplierIdOf } from '../http/callers.ts';
import type { SessionUser } from '../http/session-user.ts';
import { changeTender } from './change-tender.ts';
import { allRfqDocumentsDownloaded } from './quotation-repository.ts';
import { applyQuotation, isExpired, type QuotationChanges } from './quotation-service.ts';
import { assertSubmittable, quotationTotals } from './quotation-submission.ts';
import { newSubmissionReference } from './submission-reference.ts';
import { clearChangedFields, type StoredLine } from './tender-line-repository.ts';
import type { Tender, TenderChange } from './tender-scope.ts';

export interface WorkflowRequest {
  udztbId: number;
  actionId: number;
  commentstojll?: string;
  /**
   * Lines (and flags) saved in the same transaction: before a submit's checks (action 4), or as the
   * draft that goes with a decline's reason (8, 9; spec 4.2).
   */
  quotation?: QuotationChanges;
  /** The header version the page read; a change over a newer one is refused (4000006). */
  version?: number;
  /** Queues a submission's receipt mail in the submission's transaction (quotation-receipt-mail.ts). */
  mailReceipt?: (trx: Db, receipt: QuotationReceipt, tender: Tender) => Promise<unknown>;
  /**
   * Tells the RFQ's buyers of a submission or a decline, in its transaction (issue 35, item 13: who and
   * when, and a decline's reason; never an amount).
   */
  noticeBuyers?: (trx: Db, notice: SupplierNotice) => Promise<unknown>;
}

/** A submission or a decline as the buyers are told of it. */
export interface SupplierNotice {
  kind: 'submit' | 'decline';
  rfqId: number;
  udztbId: number;
  supplierId: number;
  userId: number;
  at: Date;
  reason?: string;
}

/** What a submission's receipt says: stored on the tender, answered and mailed to the supplier. */
export interface QuotationReceipt {
  submissionref: string;
  submittedat: Date;
  udztbnum: string;
  rfqnum: string;
  tenderdesc: string;
  /** The RFQ's currency; null when it names none (the CURRENCY setting applies). */
  currency: string | null;
  total: string;
  discounted: string;
  /** A price negotiation is on (the RFQ's, or the invitation's round): the discounted total counts. */
  negotiation: boolean;
}

export interface WorkflowOutcome {
  status: TenderStatus;
  /** Only after a submission. */
  receipt?: QuotationReceipt;
}

const DECLINES: readonly number[] = [WORKFLOW_ACTIONS.DECLINE, WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT];
/** The actions lines may ride along with: a submit, and a decline (spec 4.2). */
const SAVING_ACTIONS: readonly number[] = [WORKFLOW_ACTIONS.SUBMIT, ...DECLINES];

/** The status the action leads to, or the coded refusal of spec 4.2/4.3/8. */
function checkTransition(tender: Tender, request: WorkflowRequest, now: Date): TenderStatus {
  const { actionId } = request;
  const to = nextStatus(tender.status, actionId);
  if (to === null) {
    throw new AppError(
      tender.status === 'SUBMITED' && actionId === WORKFLOW_ACTIONS.SUBMIT
        ? ErrorCode.ALREADY_QUOTED
        : ErrorCode.ACTION_NOT_ALLOWED,
    );
  }
  // Acknowledging receipt is not quoting, so a hard-copy tender may be acknowledged; its quote and any
  // decline happen on paper (spec 4.3, 4.4).
  if (actionId !== WORKFLOW_ACTIONS.ACCEPT && isHardCopyTender(tender))
    throw new AppError(ErrorCode.HARD_COPY);
  if (isExpired(tender, now)) throw new AppError(ErrorCode.TENDER_EXPIRED);
  if (DECLINES.includes(actionId)) {
    // Spec 4.3: Decline is offered only when price negotiation is off.
    if (tender.pricenegotiation) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    if (isDeclineReasonMissing(request.commentstojll)) {
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'commentstojll' });
    }
  }
  return to;
}

/**
 * /workflow/submitworkflow on a tender: checks and applies one transition as one change of the
 * tender (`changeTender`: row lock, version check, conditional update on status and version,
 * audit), so concurrent submits give exactly one transition and the others are refused. A submit first
 * saves the lines that ride along, then runs every submission rule over the stored, recomputed lines;
 * any refusal rolls all of it back. Answers the new status, and a submission's receipt.
 */
export async function runTenderWorkflow(
  db: Db,
  caller: SessionUser,
  request: WorkflowRequest,
): Promise<WorkflowOutcome> {
  const supplierId = supplierIdOf(caller);
  if (!isWorkflowAction(request.actionId)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
  }
  if (request.quotation && !SAVING_ACTIONS.includes(request.actionId)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'updateudztbline' });
  }
  const { result } = await changeTender(
    db,
    {
      scope: { kind: 'supplier', supplierId },
      key: { id: request.udztbId },
      expectedVersion: request.version,
      userId: caller.userId,
      admit: (tender) => checkTransition(tender, request, new Date()),
    },
    async (tender, trx, to) => {
      const change: TenderChange = { status: to };
      let receipt: QuotationReceipt | undefined;

      if (request.actionId === WORKFLOW_ACTIONS.SUBMIT) {
        const controls = supplierDetailControls(tender);
        const lines = await saveRidingLines(
          trx,
          caller,
          tender,
          change,
          request.quotation ?? { entries: [] },
        );
        assertSubmittable(lines, {
          rights: controls,
          attachmentsDownloaded: await allRfqDocumentsDownloaded(trx, tender.rfqId, supplierId),
          siteInspectionRequired: tender.hassiteinspection,
          attendedAll: change.attendedall ?? tender.attendedall,
          remark: change.commentstojll ?? tender.commentstojll,
        });
        receipt = receiptOf(tender, lines, new Date());
        // A submission confirms the amended tender as it stands: nothing is marked changed any more.
        await clearChangedFields(trx, tender.id);
        change.submitted_at = receipt.submittedat;
        change.submitted_by = caller.userId;
        change.submission_ref = receipt.submissionref;
        await request.mailReceipt?.(trx, receipt, tender);
        await request.noticeBuyers?.(trx, {
          kind: 'submit',
          rfqId: tender.rfqId,
          udztbId: tender.id,
          supplierId,
          userId: caller.userId,
          at: receipt.submittedat,
        });
      }
      if (DECLINES.includes(request.actionId)) {
        if (request.quotation) {
          // The reason is the decline's own; a comment riding in the draft must not overwrite it.
          await saveRidingLines(trx, caller, tender, change, {
            ...request.quotation,
            commentstojll: undefined,
          });
        }
        change.commentstojll = (request.commentstojll ?? '').trim();
        await request.noticeBuyers?.(trx, {
          kind: 'decline',
          rfqId: tender.rfqId,
          udztbId: tender.id,
          supplierId,
          userId: caller.userId,
          at: new Date(),
          reason: change.commentstojll,
        });
      }
      return {
        change,
        audit: {
          action: 'workflow',
          comment: change.commentstojll ?? '',
          detail: {
            actionid: request.actionId,
            ...(receipt ? { submissionref: receipt.submissionref } : {}),
          },
        },
        result: { status: to, receipt },
      };
    },
  );
  return result;
}

/**
 * Saves the lines a transition carries as a draft (the supplier's rights of spec 4.3), adds the header
 * fields to the transition's change and audits the save; answers every line recomputed.
 */
async function saveRidingLines(
  trx: Db,
  caller: SessionUser,
  tender: Tender,
  change: TenderChange,
  quotation: QuotationChanges,
): Promise<StoredLine[]> {
  const applied = await applyQuotation(trx, tender, quotation, supplierDetailControls(tender));
  Object.assign(change, applied.header);
  // A submit's remark alone is recorded by the transition's own audit entry.
  if (
    quotation.entries.length > 0 ||
    quotation.reminder !== undefined ||
    quotation.attendedall !== undefined
  ) {
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'save',
      entity: 'udztb',
      entityId: tender.id,
      fromStatus: tender.status,
      toStatus: tender.status,
      detail: { changedLines: applied.changedLines, withAction: true },
    });
  }
  return applied.lines;
}

function receiptOf(tender: Tender, lines: readonly StoredLine[], now: Date): QuotationReceipt {
  const totals = quotationTotals(lines);
  return {
    submissionref: newSubmissionReference(tender.rfqnum),
    submittedat: now,
    udztbnum: tender.udztbnum,
    rfqnum: tender.rfqnum,
    tenderdesc: tender.tenderdesc,
    currency: tender.currency,
    total: totals.total,
    discounted: totals.discounted,
    negotiation: tender.pricenegotiation,
  };
}
