// Business constants and limits of spec section 9. Declared once here so the React form and the server
// enforce the same numbers.

/** Time-out of every API request of the web app, in milliseconds; the server's replies must come sooner. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Rows per page of the tender list (sent to the server as a string). */
export const TENDER_LIST_PAGE_SIZE = 10;

/** The tender list's orders by closing date: latest first (the default) or earliest first. */
export const TENDER_LIST_ORDERS = ['closing-desc', 'closing-asc'] as const;
export type TenderListOrder = (typeof TENDER_LIST_ORDERS)[number];

/** Lines per page of the tender detail items table. */
export const LINE_PAGE_SIZE = 30;

/** Questions per page of the Q&A list. */
export const QA_PAGE_SIZE = 10;

/** Rows per page of the work order list. */
export const WORK_ORDER_PAGE_SIZE = 10;

/** Page size choices offered by the paging component. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;

/** Maximum length of a login id (account name). */
export const LOGIN_ID_MAX = 100;

/** Maximum length of a verification code. */
export const CODE_MAX = 11;

/**
 * How long a verification code stays valid, in seconds (15 min): the server's default and largest
 * CODE_TTL_SECONDS (spec 9, 900 s). The web says it in words ("valid for 15 minutes"); its send-code
 * button counts down the gap between two codes instead (issue 18, item 5).
 */
export const CODE_LIFETIME_SECONDS = 900;

/**
 * The server's default gap between two codes for one account, in seconds (its CODE_RESEND_SECONDS): the
 * send-code button's countdown, told by /common/siteinfo, this until that reply is in.
 */
export const CODE_RESEND_DEFAULT_SECONDS = 30;

/** Milliseconds during which a repeated click on the same button is ignored. */
export const REPEAT_CLICK_GUARD_MS = 3000;

/** Minimum length of a new password (main variant). */
export const PASSWORD_MIN_LENGTH = 8;

/** Largest image upload, in bytes (2M). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Failed logins after which the account is locked. */
export const MAX_FAILED_LOGINS = 5;

/**
 * Version of the Terms of Use text (the date it took effect). A supplier's acceptance is recorded
 * against it; publishing a new text means a new version here.
 */
export const TERMS_VERSION = '2026-01-01';

/**
 * Milliseconds without a click before the user is signed out (30 minutes): the server's default for
 * IDLE_TIMEOUT_MS, and what the web app uses until the server has said otherwise.
 */
export const IDLE_TIMEOUT_MS = 1_800_000;

/**
 * How long before the idle sign-out a dialog warns with the time left and "Stay signed in" (issue 35,
 * item 10): 2 minutes, or half the time-out when it is shorter than 4 minutes.
 */
export const IDLE_WARNING_MS = 120_000;

/** When the idle warning shows, in ms after the last activity, for a time-out of `timeoutMs`. */
export function idleWarningAfterMs(timeoutMs: number): number {
  return timeoutMs - Math.min(IDLE_WARNING_MS, timeoutMs / 2);
}

/** Largest discount rate a user may enter, in percent. */
export const DISCOUNT_RATE_MAX = 100;

/** Smallest discount rate (and line discount) a user may enter, in percent. */
export const DISCOUNT_RATE_MIN = 0;

/** Smallest quantity a user may enter. */
export const QUANTITY_MIN = 1;

/** Decimals allowed in a quantity, a discount and a discount rate. */
export const ENTRY_DECIMALS = 2;

/** Discount percentage used when a line's disc is empty or 0 (100 = no discount). */
export const DEFAULT_DISCOUNT_RATE = '100';

/** Quantity stored when a line is saved with an empty quantity. */
export const DEFAULT_QUANTITY = '1';

/** Certificates one service scope may hold. */
export const SCOPE_CERTIFICATES_MAX = 5;

/**
 * Largest upload, in bytes (100MB; spec 9 names it for work orders, and it holds for every upload): the
 * web's check before sending and the server's default UPLOAD_MAX_BYTES.
 */
export const WORK_ORDER_UPLOAD_MAX_BYTES = 104_857_600;

/**
 * Longest comment of a supplier to the buyer, in characters (Unicode code points): the remark under price
 * negotiation and a decline's reason, both sent as `commentstojll`.
 */
export const COMMENT_MAX_LENGTH = 2000;

/** The only work order type the portal lists. */
export const WORK_ORDER_TYPE = 'CM';

/** Milliseconds between the downloads of a multiple download, so browsers do not drop any. */
export const MULTI_DOWNLOAD_SPACING_MS = 1000;

/** Pixels added to the header height before the tender detail header becomes sticky. */
export const STICKY_HEADER_OFFSET_PX = 40;

/** Languages of the portal; the first is the default. */
export const LANGUAGES = ['EN', 'ZH', 'ZHT'] as const;

/** A language code of the portal. */
export type Language = (typeof LANGUAGES)[number];

/** Language used when none is chosen. */
export const DEFAULT_LANGUAGE: Language = 'EN';

/** The group's time zone when TIME_ZONE is not set: every date-time is shown in it. */
export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';

/** The label shown after a date-time in the default time zone. */
export const DEFAULT_TIME_ZONE_LABEL = 'HKT';

/** Currency of a tender whose RFQ names none, when CURRENCY is not set. */
export const DEFAULT_CURRENCY = 'HKD';

/** Milliseconds after the last keystroke before changed lines are saved in the background. */
export const AUTOSAVE_DELAY_MS = 3000;

/** How many seq numbers a message lists before it says "and N more". */
export const LINE_ISSUE_LIST_MAX = 10;
