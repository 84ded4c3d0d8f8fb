import type { MissingValues } from '@tender/api-contract';
import {
  checkSubmission,
  countMissing,
  findLineIssues,
  LINE_ISSUE_LIST_MAX,
  type LinesSummary,
  type SubmissionCheck,
  type SubmissionRights,
  summarizeLines,
} from '@tender/domain';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { linesInvalid } from './quotation-lines.ts';
import type { StoredLine } from './tender-line-repository.ts';

// The submission rules (spec 4.3, 5; issue 12) run by the domain over the stored, recomputed lines; here
// only what a save reports as still missing and how a failed check becomes a coded refusal.

/** What a draft still lacks for a submission: lines per kind of value, and the first of those lines. */
export function missingValues(lines: readonly StoredLine[], rights: SubmissionRights): MissingValues {
  const issues = findLineIssues(lines, rights);
  return {
    ...countMissing(issues),
    lines: issues.length,
    seqnos: issues.slice(0, LINE_ISSUE_LIST_MAX).map((issue) => issue.seqno),
  };
}

/** The quotation's total and discounted total, summed exactly over its entry lines. */
export function quotationTotals(lines: readonly StoredLine[]): LinesSummary {
  // Stored lines are already recomputed: their amounts are what summarizeLines adds up.
  const amounts = lines.map((line) => ({ ...line, disc: line.disc ?? '' }));
  return summarizeLines(amounts, lines);
}

export interface SubmissionFacts {
  rights: SubmissionRights;
  attachmentsDownloaded: boolean;
  siteInspectionRequired: boolean;
  attendedAll: boolean;
  remark: string;
}

/**
 * Runs every submission rule and refuses the first kind that fails, lines first (what the grid can point
 * at): 4000007 with `data.issues` and `data.seqnos`, 4000008 attachments, 4000010 site-inspection tick,
 * 4000011 discount remark. Each refusal carries the whole check in `data.submission`.
 */
export function assertSubmittable(lines: readonly StoredLine[], facts: SubmissionFacts): void {
  const submission: SubmissionCheck = checkSubmission({
    lines,
    summary: quotationTotals(lines),
    ...facts,
  });
  if (submission.ok) return;
  if (submission.lines.length > 0) {
    throw linesInvalid(
      submission.lines.map((issue) => issue.seqno),
      { issues: submission.lines, submission },
    );
  }
  if (submission.attachmentsNotDownloaded) {
    throw new AppError(ErrorCode.ATTACHMENTS_NOT_DOWNLOADED, { submission });
  }
  if (submission.siteInspectionNotConfirmed) {
    throw new AppError(ErrorCode.SITE_INSPECTION_NOT_CONFIRMED, { submission });
  }
  throw new AppError(ErrorCode.DISCOUNT_REMARK_MISSING, { submission });
}
