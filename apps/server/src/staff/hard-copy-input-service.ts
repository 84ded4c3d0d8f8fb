import {
  type FlagValue,
  isHardCopyTender,
  paperQuoteRights,
  statusAfterPaperQuote,
  type TenderStatus,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import {
  applyQuotation,
  changeTender,
  type LineEntryInput,
  type StoredLine,
  type SupplierNotice,
  type Tender,
} from '../tenders/index.ts';
import { supplierOfTender } from './staff-repository.ts';

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
 * Refuses a paper quote the tender cannot take: an online tender (4000009: the RFQ's collection type,
 * fixed since its publication, so a tender that was hard copy from the start), one its supplier submitted
 * online (4000012: a paper quote never replaces an online one), one already inputted (4000004) or closed
 * (4000002); answers the status it leads to.
 */
function admitPaperQuote(tender: Tender): TenderStatus {
  if (!isHardCopyTender(tender)) throw new AppError(ErrorCode.NOT_HARD_COPY);
  if (tender.submittedAt !== null) throw new AppError(ErrorCode.SUBMITTED_ONLINE);
  if (tender.inputed) throw new AppError(ErrorCode.ALREADY_QUOTED);
  const to = statusAfterPaperQuote(tender.status);
  if (to === null) throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
  return to;
}

/**
 * updateudztb_supp: staff input the prices of a hard-copy tender of their own site, once. The lines go
 * through the supplier save's entry checks and calculation (applyQuotation), as one change of the
 * tender (`changeTender`); the tender is then marked inputted and, if it was still waiting for
 * the quote, SUBMITED. The status and closing-date window of an online save does not apply: the paper
 * quote arrived in time, and staff transcribe it afterwards. The RFQ's buyers are told, as of an online
 * submission (`noticeBuyers`, in the same transaction).
 */
export async function inputPaperQuote(
  db: Db,
  caller: SessionUser,
  udztbnum: string,
  quote: PaperQuote,
  expectedVersion?: number,
  noticeBuyers?: (trx: Db, notice: SupplierNotice) => Promise<unknown>,
): Promise<InputtedPaperQuote> {
  if (caller.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
  const { result, version } = await changeTender(
    db,
    {
      scope: { kind: 'site', siteid: caller.siteid },
      key: { udztbnum },
      expectedVersion,
      userId: caller.userId,
      admit: admitPaperQuote,
    },
    async (tender, trx, to) => {
      const applied = await applyQuotation(
        trx,
        tender,
        { entries: quote.entries, attendedall: quote.attendedall },
        paperQuoteRights(tender),
        'paper',
      );
      // The RFQ's buyers hear that a quotation came in, on paper (who and when, never an amount).
      await noticeBuyers?.(trx, {
        kind: 'submit',
        rfqId: tender.rfqId,
        udztbId: tender.id,
        supplierId: await supplierOfTender(trx, tender.id),
        userId: caller.userId,
        at: new Date(),
      });
      return {
        change: { ...applied.header, status: to, inputed: true },
        audit: {
          action: 'staff.hardcopy.input',
          detail: { changedLines: applied.changedLines, siteid: caller.siteid, inputed: true },
        },
        result: { lines: applied.lines, status: to },
      };
    },
  );
  return { ...result, version };
}
