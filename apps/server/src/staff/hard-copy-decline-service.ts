import {
  canRecordPaperDecline,
  isDeclineReasonMissing,
  isHardCopyTender,
  type TenderStatus,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { changeTender, type SupplierNotice, type Tender } from '../tenders/index.ts';
import { supplierOfTender } from './staff-repository.ts';

export interface PaperDecline {
  udztbId: number;
  /** 8 or 9, as the staff detail sends it; recorded in the audit, the status decides the transition. */
  actionId: number;
  commentstojll?: string;
}

/**
 * Refuses a paper decline the tender cannot take: an online tender, declined by its supplier online
 * (1000004), one its supplier submitted online (4000012), one already quoted (4000004) or no longer waiting (4000002), or no reason given (1000002);
 * answers the reason, trimmed.
 */
function admitPaperDecline(tender: Tender, comment: string | undefined): string {
  if (!isHardCopyTender(tender)) throw new AppError(ErrorCode.FORBIDDEN);
  if (tender.submittedAt !== null) throw new AppError(ErrorCode.SUBMITTED_ONLINE);
  if (tender.inputed || tender.status === 'SUBMITED') throw new AppError(ErrorCode.ALREADY_QUOTED);
  if (!canRecordPaperDecline(tender.status)) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
  if (isDeclineReasonMissing(comment))
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'commentstojll' });
  return (comment as string).trim();
}

/**
 * The separate hard-copy handler of spec 4.4: staff record that the supplier declined a hard-copy tender
 * of their site on paper. The tender becomes DECLINED with the supplier's reason (required). Any other
 * tender is declined by its supplier online, so staff are refused (FORBIDDEN).
 */
export async function recordPaperDecline(
  db: Db,
  caller: SessionUser,
  decline: PaperDecline,
  noticeBuyers?: (trx: Db, notice: SupplierNotice) => Promise<unknown>,
): Promise<TenderStatus> {
  if (caller.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
  const { result } = await changeTender(
    db,
    {
      scope: { kind: 'site', siteid: caller.siteid },
      key: { id: decline.udztbId },
      userId: caller.userId,
      admit: (tender) => admitPaperDecline(tender, decline.commentstojll),
    },
    async (tender, trx, reason) => {
      const to: TenderStatus = 'DECLINED';
      // The RFQ's buyers hear of it with its reason, as of a decline online.
      await noticeBuyers?.(trx, {
        kind: 'decline',
        rfqId: tender.rfqId,
        udztbId: tender.id,
        supplierId: await supplierOfTender(trx, tender.id),
        userId: caller.userId,
        at: new Date(),
        reason,
      });
      return {
        change: { status: to, commentstojll: reason },
        audit: {
          action: 'staff.hardcopy.decline',
          comment: reason,
          detail: { actionid: decline.actionId, siteid: caller.siteid },
        },
        result: to,
      };
    },
  );
  return result;
}
