import type { ErrorCodeValue } from '@tender/api-contract/error-codes';

// One list of codes for server and web: the API contract's (packages/api-contract).
export { ErrorCode, type ErrorCodeValue } from '@tender/api-contract/error-codes';

/**
 * A failure the caller can understand. It knows nothing of HTTP: the error handler turns it into
 * `{ code, message, msg }` in the caller's language. `data` rides along (e.g. flagged seq numbers).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly data?: Record<string, unknown>,
    readonly params?: Record<string, string>,
  ) {
    super(`AppError ${code}`);
  }
}
