/** Result codes of spec section 8 plus the portal's own, one per failure a caller can act on. */
export const ErrorCode = {
  SYSTEM_FAILURE: 1000001,
  BAD_REQUEST: 1000002,
  UNKNOWN_REQUEST: 1000003,
  FORBIDDEN: 1000004,
  UNREADABLE_SECRET: 1000005,
  BODY_TOO_LARGE: 1000006,
  BAD_SYSTEM_TOKEN: 1000007,
  SESSION_INVALID: 2000003,
  USER_UNKNOWN: 2000006,
  WRONG_PASSWORD: 2000007,
  SESSION_EXPIRED: 2000017,
  WRONG_CODE: 3000004,
  LOCKED: 3000006,
  PASSWORD_EXPIRED: 3000007,
  PASSWORD_REUSED: 3000008,
  OLD_PASSWORD_WRONG: 3000009,
  PASSWORD_POLICY: 3000010,
  CODE_RATE_LIMITED: 3000011,
  // Issue 14: failed sign-in attempts per client address, and the terms before a first-login change.
  TOO_MANY_ATTEMPTS: 3000012,
  TERMS_NOT_ACCEPTED: 3000013,
  NO_SUCH_TENDER: 4000001,
  ACTION_NOT_ALLOWED: 4000002,
  TENDER_EXPIRED: 4000003,
  ALREADY_QUOTED: 4000004,
  HARD_COPY: 4000005,
  CONCURRENT_CHANGE: 4000006,
  LINES_INVALID: 4000007,
  ATTACHMENTS_NOT_DOWNLOADED: 4000008,
  // A submission's own checks (issue 12), beside 4000007/4000008; 4000009 is staff's NOT_HARD_COPY.
  SITE_INSPECTION_NOT_CONFIRMED: 4000010,
  DISCOUNT_REMARK_MISSING: 4000011,
  // Documents (5100xxx) and the company profile (5200xxx).
  DOCUMENT_NOT_FOUND: 5100001,
  FILE_TOO_LARGE: 5100002,
  IMAGE_TOO_LARGE: 5100003,
  DUPLICATE_FILE_NAME: 5100004,
  UPLOAD_NOT_ALLOWED_IN_STATUS: 5100005,
  FILE_NAME_INVALID: 5100006,
  DOWNLOAD_LINK_INVALID: 5100007,
  FILE_TYPE_NOT_ALLOWED: 5100008,
  HOMEPAGE_URL_INVALID: 5200001,
  TOO_MANY_CERTIFICATES: 5200002,
  // Staff recording a paper quote (4000xxx, after the tender codes) and work orders (5300xxx).
  NOT_HARD_COPY: 4000009,
  WORK_ORDER_NOT_FOUND: 5300001,
  NOT_WORKFLOW_OWNER: 5300002,
  WORK_ORDER_ACTION_NOT_ALLOWED: 5300003,
  // Tender questions and the tender's attachment zip (5400xxx).
  QUESTION_REQUIRED: 5400001,
  QUESTION_TOO_LONG: 5400002,
  NO_TENDER_ATTACHMENTS: 5400003,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

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

/**
 * A reply that carries a non-zero code but still hands data to the caller (3000007: the password has
 * expired, yet the session is made so the user can change it).
 */
export class CodedReply {
  constructor(
    readonly code: ErrorCodeValue,
    readonly data: Record<string, unknown>,
  ) {}
}
