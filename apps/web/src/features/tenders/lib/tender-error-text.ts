import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

// Tender failures of spec 8 / the brief's codes. The server already answers in the user's language, so its
// message wins; these keys cover a reply that came without one.
const TENDER_ERROR_KEYS: Record<number, string> = {
  [-1]: 'errors.connectFail',
  4000001: 'errors.noSuchTender',
  4000002: 'errors.actionNotAllowed',
  4000003: 'errors.tenderExpired',
  4000004: 'errors.alreadyQuoted',
  4000005: 'errors.hardCopy',
  4000006: 'errors.concurrentChange',
  4000007: 'errors.linesInvalid',
  4000008: 'errors.attachmentsNotDownloaded',
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
  if (!(error instanceof ApiError) || error.code !== 4000007) return [];
  const data = error.reply?.data as { seqnos?: unknown } | undefined;
  return Array.isArray(data?.seqnos) ? data.seqnos.map(Number) : [];
}
