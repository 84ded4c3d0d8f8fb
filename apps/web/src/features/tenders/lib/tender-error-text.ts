import { ErrorCode } from '@tender/api-contract/error-codes';
import type { SubmissionCheck } from '@tender/domain';
import type { TFunction } from 'i18next';
import { ApiError, CONNECT_FAIL_CODE } from '@/lib/api-client';

// Tender failures of spec 8 / the brief's codes. The server already answers in the user's language, so its
// message wins; these keys cover a reply that came without one.
const TENDER_ERROR_KEYS: Record<number, string> = {
  [CONNECT_FAIL_CODE]: 'errors.connectFail',
  [ErrorCode.NO_SUCH_TENDER]: 'errors.noSuchTender',
  [ErrorCode.ACTION_NOT_ALLOWED]: 'errors.actionNotAllowed',
  [ErrorCode.TENDER_EXPIRED]: 'errors.tenderExpired',
  [ErrorCode.ALREADY_QUOTED]: 'errors.alreadyQuoted',
  [ErrorCode.HARD_COPY]: 'errors.hardCopy',
  [ErrorCode.CONCURRENT_CHANGE]: 'errors.concurrentChange',
  [ErrorCode.LINES_INVALID]: 'errors.linesInvalid',
  [ErrorCode.ATTACHMENTS_NOT_DOWNLOADED]: 'errors.attachmentsNotDownloaded',
  [ErrorCode.SITE_INSPECTION_NOT_CONFIRMED]: 'submit.problems.siteInspection',
  [ErrorCode.DISCOUNT_REMARK_MISSING]: 'submit.problems.discountRemark',
};

/** The text to show for a failed tender call; `fallbackKey` names the action's own failure text. */
export function tenderErrorText(error: unknown, t: TFunction<'tenders'>, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    const key = TENDER_ERROR_KEYS[error.code];
    if (key) return t(key);
  }
  return t(fallbackKey);
}

/** Seq numbers the server flagged on a 4000007 reply (data.seqnos), if any. */
export function serverFlaggedSeqnos(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.LINES_INVALID) return [];
  const data = error.reply?.data as { seqnos?: unknown } | undefined;
  return Array.isArray(data?.seqnos) ? data.seqnos.map(Number) : [];
}

/** The server refused a save or submit because the tender changed since the page loaded it. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.CONCURRENT_CHANGE;
}

function isSubmissionCheck(value: unknown): value is SubmissionCheck {
  if (typeof value !== 'object' || value === null) return false;
  const check = value as Partial<SubmissionCheck>;
  return Array.isArray(check.lines) && typeof check.ok === 'boolean';
}

/** The server's submission check on a refused submit (data.submission), to show like the client's. */
export function serverSubmissionCheck(error: unknown): SubmissionCheck | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.reply?.data as { submission?: unknown } | undefined;
  if (!isSubmissionCheck(data?.submission)) return null;
  const lines = data.submission.lines.map((issue) => ({ ...issue, seqno: Number(issue.seqno) }));
  return { ...data.submission, lines };
}
