import { isHardCopyTender, type TenderStatus } from '@tender/domain';
import { writeAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { lockScopedInvitation, updateInvitationIfUnchanged } from '../tenders/quotation-repository.ts';
import { canRecordPaperDecline } from './paper-quote-rules.ts';

export interface PaperDecline {
  udztbId: number;
  /** 8 or 9, as the staff detail sends it; recorded in the audit, the status decides the transition. */
  actionId: number;
  commentstojll?: string;
}

const LARGEST_ID = 2_147_483_647;

/**
 * The separate hard-copy handler of spec 4.4: staff record that the supplier declined a hard-copy tender
 * of their site on paper. The tender becomes DECLINED with the supplier's reason (required). Any other
 * tender is declined by its supplier online, so staff are refused (FORBIDDEN).
 */
export async function recordPaperDecline(
  db: Db,
  caller: SessionUser,
  decline: PaperDecline,
): Promise<TenderStatus> {
  if (caller.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
  if (decline.udztbId < 1 || decline.udztbId > LARGEST_ID) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return db.transaction().execute(async (trx) => {
    const scope = { kind: 'site', siteid: caller.siteid } as const;
    const invitation = await lockScopedInvitation(trx, scope, { id: decline.udztbId });
    if (!invitation) throw new AppError(ErrorCode.NO_SUCH_TENDER);
    if (!isHardCopyTender(invitation)) throw new AppError(ErrorCode.FORBIDDEN);
    if (invitation.inputed || invitation.status === 'SUBMITED') throw new AppError(ErrorCode.ALREADY_QUOTED);
    if (!canRecordPaperDecline(invitation.status)) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    const reason = decline.commentstojll?.trim() ?? '';
    if (reason === '') throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'commentstojll' });
    const to: TenderStatus = 'DECLINED';
    if (!(await updateInvitationIfUnchanged(trx, invitation, { status: to, commentstojll: reason }))) {
      throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    }
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'staff.hardcopy.decline',
      entity: 'udztb',
      entityId: invitation.id,
      fromStatus: invitation.status,
      toStatus: to,
      comment: reason,
      detail: { actionid: decline.actionId, siteid: caller.siteid, version: invitation.version + 1 },
    });
    return to;
  });
}
