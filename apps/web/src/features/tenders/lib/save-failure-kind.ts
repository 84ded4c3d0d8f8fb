import { ErrorCode } from '@tender/api-contract/error-codes';
import { ApiError, CONNECT_FAIL_CODE, SYSTEM_FAILURE_CODE } from '@/lib/api-client';
import type { SaveFailureKind } from './autosave-controller';

/**
 * Nothing came back or the server failed: worth retrying. A stale version never heals by retrying; any
 * other refusal (tender closed, status changed) waits for the supplier's next edit.
 */
export function saveFailureKind(error: unknown): SaveFailureKind {
  if (!(error instanceof ApiError)) return 'transient';
  // A save over a newer change of the tender (another window, another user).
  if (error.code === ErrorCode.CONCURRENT_CHANGE) return 'stale';
  return error.code === CONNECT_FAIL_CODE || error.code === SYSTEM_FAILURE_CODE ? 'transient' : 'final';
}
