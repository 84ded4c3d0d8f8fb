import { ApiError, CONNECT_FAIL_CODE, SYSTEM_FAILURE_CODE } from '@/lib/api-client';
import type { SaveFailureKind } from './autosave-controller';

/** Code of a save over a newer change of the tender (another window, another user). */
const STALE_VERSION_CODE = 4000006;

/**
 * Nothing came back or the server failed: worth retrying. A stale version never heals by retrying; any
 * other refusal (tender closed, status changed) waits for the supplier's next edit.
 */
export function saveFailureKind(error: unknown): SaveFailureKind {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.code === STALE_VERSION_CODE) return 'stale';
  return error.code === CONNECT_FAIL_CODE || error.code === SYSTEM_FAILURE_CODE ? 'transient' : 'final';
}
