import type { MissingValues } from '@tender/api-contract';
import {
  type FlagValue,
  findLineIssues,
  isFlagSet,
  isHardCopyTender,
  isPastClosingDate,
  isQuotingStatus,
  supplierDetailControls,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { supplierIdOf } from '../http/callers.ts';
import type { SessionUser } from '../http/session-user.ts';
import { changeTender } from './change-tender.ts';
import {
  type EntryRights,
  type LineEntryInput,
  linesInvalid,
  type PricingMode,
  priceLines,
} from './quotation-lines.ts';
import { missingValues } from './quotation-submission.ts';
import { clearChangedFields, readLines, type StoredLine, writeLineValues } from './tender-line-repository.ts';
import type { Tender, TenderChange } from './tender-scope.ts';

/** What a save (or a submit that saves first) changes: line entries and the header flags. */
export interface QuotationChanges {
  entries: LineEntryInput[];
  reminder?: FlagValue;
  attendedall?: FlagValue;
  /** The supplier's comment to the buyer; blank or undefined keeps the stored one. */
  commentstojll?: string;
}

export interface SavedQuotation {
  lines: StoredLine[];
  /** The lines whose stored values changed (the sent ones and the sum lines over them). */
  changed: StoredLine[];
  version: number;
  /** What the draft still lacks for a submission (not an error at save). */
  missing: MissingValues;
}

/** Whether the closing date has passed: from then on nothing is saved or transitioned. */
export function isExpired(tender: Pick<Tender, 'closingdate'>, now: Date): boolean {
  return isPastClosingDate(tender.closingdate, now);
}

/** Refuses a save unless the quotation is still open: WTQUOTE/NORESPONSE, online, before closing. */
export function assertQuotationOpen(tender: Tender, now: Date): void {
  if (tender.status === 'SUBMITED') throw new AppError(ErrorCode.ALREADY_QUOTED);
  if (!isQuotingStatus(tender.status)) {
    throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
  }
  if (isHardCopyTender(tender)) throw new AppError(ErrorCode.HARD_COPY);
  if (isExpired(tender, now)) throw new AppError(ErrorCode.TENDER_EXPIRED);
}

/** Which fields a save may change: the line entries plus the site-inspection checkbox. */
export type QuotationRights = EntryRights & { siteInspectionEditable: boolean };

/**
 * Applies the changes to a locked tender inside the caller's transaction: recomputes the lines,
 * writes only those whose values change, and answers the header fields to store with the same version
 * bump. The rights are the supplier's of spec 4.3 unless a caller with other rights (staff typing in a
 * paper quote) says so; a paper quote must also be complete (mode 'paper').
 */
export async function applyQuotation(
  trx: Db,
  tender: Tender,
  changes: QuotationChanges,
  controls: QuotationRights = supplierDetailControls(tender),
  mode: PricingMode = 'draft',
): Promise<{ lines: StoredLine[]; changed: StoredLine[]; changedLines: number; header: TenderChange }> {
  const header: TenderChange = {};
  if (changes.attendedall !== undefined) {
    const attended = isFlagSet(changes.attendedall);
    // Only a tender with site inspections can have them all attended (spec 4.3 checkbox rule).
    if (attended && !controls.siteInspectionEditable) {
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'attendedall' });
    }
    header.attendedall = attended;
  }
  if (changes.reminder !== undefined) header.reminder = isFlagSet(changes.reminder);
  // The detail page sends '' when it has no comment box; that must not wipe a comment already given.
  const comment = changes.commentstojll?.trim() ?? '';
  if (comment !== '') header.commentstojll = comment;

  const stored = await readLines(trx, tender.id);
  const priced = priceLines(stored, changes.entries, controls, mode);
  if (mode === 'paper') {
    const incomplete = findLineIssues(priced.lines, controls);
    if (incomplete.length > 0) throw linesInvalid(incomplete.map((issue) => issue.seqno));
  }
  await writeLineValues(trx, tender.id, priced.changed);
  // The supplier has seen what amendments changed on the lines they save (issue 28, finding 5); a paper
  // quote typed in by staff leaves the marks alone.
  let { lines, changed } = priced;
  if (mode === 'draft' && changes.entries.length > 0) {
    const seen = new Set(changes.entries.map((entry) => entry.seqno));
    await clearChangedFields(trx, tender.id, [...seen]);
    const unmarked = (line: StoredLine) => (seen.has(line.seqno) ? { ...line, changed_fields: [] } : line);
    // Both replies say so: every line, and the changed lines only (`replylines: 'changed'`).
    lines = lines.map(unmarked);
    changed = changed.map(unmarked);
  }
  return { lines, changed, changedLines: changed.length, header };
}

/**
 * updateudztb: saves the supplier's quotation in one change of the tender (`changeTender`: row
 * lock, version check, conditional update, audit), so two saves of one tender run one after the other
 * and neither is half applied.
 */
export async function saveQuotation(
  db: Db,
  caller: SessionUser,
  udztbnum: string,
  changes: QuotationChanges,
  expectedVersion?: number,
): Promise<SavedQuotation> {
  const supplierId = supplierIdOf(caller);
  const { result, version } = await changeTender(
    db,
    {
      scope: { kind: 'supplier', supplierId },
      key: { udztbnum },
      expectedVersion,
      userId: caller.userId,
      admit: (tender) => assertQuotationOpen(tender, new Date()),
    },
    async (tender, trx) => {
      const controls = supplierDetailControls(tender);
      const applied = await applyQuotation(trx, tender, changes, controls);
      return {
        change: applied.header,
        audit: { action: 'save', detail: { changedLines: applied.changedLines } },
        result: {
          lines: applied.lines,
          changed: applied.changed,
          missing: missingValues(applied.lines, controls),
        },
      };
    },
  );
  return { ...result, version };
}
