import { type FlagValue, isHardCopyTender, type TenderStatus } from '@tender/domain';
import { writeAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import type { LineEntryInput } from '../tenders/quotation-lines.ts';
import { lockScopedInvitation, updateInvitationIfUnchanged } from '../tenders/quotation-repository.ts';
import { applyQuotation } from '../tenders/quotation-service.ts';
import type { StoredLine } from '../tenders/tender-line-repository.ts';
import { paperQuoteRights, statusAfterPaperQuote } from './paper-quote-rules.ts';

/** What staff transcribe from the supplier's paper quotation. */
export interface PaperQuote {
  entries: LineEntryInput[];
  attendedall?: FlagValue;
}

export interface InputtedPaperQuote {
  lines: StoredLine[];
  status: TenderStatus;
  version: number;
}

/**
 * updateudztb_supp: staff input the prices of a hard-copy tender of their own site, once. The lines go
 * through the supplier save's entry checks and calculation (applyQuotation), in one transaction under
 * the invitation's row lock; the tender is then marked inputted and, if it was still waiting for the
 * quote, SUBMITED. The status and closing-date window of an online save does not apply: the paper quote
 * arrived in time, and staff transcribe it afterwards.
 */
export async function inputPaperQuote(
  db: Db,
  caller: SessionUser,
  udztbnum: string,
  quote: PaperQuote,
  expectedVersion?: number,
): Promise<InputtedPaperQuote> {
  if (caller.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
  return db.transaction().execute(async (trx) => {
    const invitation = await lockScopedInvitation(trx, { kind: 'site', siteid: caller.siteid }, { udztbnum });
    if (!invitation) throw new AppError(ErrorCode.NO_SUCH_TENDER);
    if (!isHardCopyTender(invitation)) throw new AppError(ErrorCode.NOT_HARD_COPY);
    if (invitation.inputed) throw new AppError(ErrorCode.ALREADY_QUOTED);
    const to = statusAfterPaperQuote(invitation.status);
    if (to === null) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    if (expectedVersion !== undefined && expectedVersion !== invitation.version) {
      throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    }
    const applied = await applyQuotation(
      trx,
      invitation,
      { entries: quote.entries, attendedall: quote.attendedall },
      paperQuoteRights(invitation),
      'paper',
    );
    const change = { ...applied.header, status: to, inputed: true };
    if (!(await updateInvitationIfUnchanged(trx, invitation, change))) {
      throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    }
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'staff.hardcopy.input',
      entity: 'udztb',
      entityId: invitation.id,
      fromStatus: invitation.status,
      toStatus: to,
      detail: {
        changedLines: applied.changedLines,
        siteid: caller.siteid,
        inputed: true,
        version: invitation.version + 1,
      },
    });
    return { lines: applied.lines, status: to, version: invitation.version + 1 };
  });
}
