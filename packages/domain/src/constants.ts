// Business constants and limits of spec section 9. Declared once here so the React form and the server
// enforce the same numbers.

/** Time-out of every API request, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Rows per page of the tender list (sent to the server as a string). */
export const TENDER_LIST_PAGE_SIZE = 10;

/** Lines per page of the tender detail items table. */
export const LINE_PAGE_SIZE = 30;

/** Questions per page of the Q&A list. */
export const QA_PAGE_SIZE = 10;

/** Rows per page of the work order list. */
export const WORK_ORDER_PAGE_SIZE = 10;

/** Page size choices offered by the paging component. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;

/** Default page size of the paging component. */
export const DEFAULT_PAGE_SIZE = 10;

/** Maximum length of a login id (account name). */
export const LOGIN_ID_MAX = 100;

/** Maximum length of a verification code. */
export const CODE_MAX = 11;

/** Seconds before a verification code can be sent again. */
export const CODE_RESEND_SECONDS = 900;

/** Milliseconds during which a repeated click on the same button is ignored. */
export const REPEAT_CLICK_GUARD_MS = 3000;

/** Number of random digits of a device id. */
export const DEVICE_ID_DIGITS = 6;

/** Minimum length of a new password (main variant). */
export const PASSWORD_MIN_LENGTH = 8;

/** Digits of a mobile number. */
export const MOBILE_NUMBER_DIGITS = 11;

/** International prefixes offered for phone numbers. */
export const PHONE_PREFIXES = ['0086', '0852', '0853', '0886'] as const;

/** Largest image upload, in bytes (2M). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Failed logins after which the account is locked. */
export const MAX_FAILED_LOGINS = 5;

/**
 * Version of the Terms of Use text (the date it took effect). A supplier's acceptance is recorded
 * against it; publishing a new text means a new version here.
 */
export const TERMS_VERSION = '2026-01-01';

/** Milliseconds without a click before the user is signed out (30 minutes). */
export const IDLE_TIMEOUT_MS = 1_800_000;

/** Largest discount rate a user may enter, in percent. */
export const DISCOUNT_RATE_MAX = 100;

/** Smallest discount rate (and line discount) a user may enter, in percent. */
export const DISCOUNT_RATE_MIN = 0;

/** Smallest quantity a user may enter. */
export const QUANTITY_MIN = 1;

/** Decimals allowed in a quantity, a discount and a discount rate. */
export const ENTRY_DECIMALS = 2;

/** Decimals every amount is rounded (half-up) and shown with. */
export const AMOUNT_DECIMALS = 2;

/** Discount percentage used when a line's disc is empty or 0 (100 = no discount). */
export const DEFAULT_DISCOUNT_RATE = '100';

/** Quantity stored when a line is saved with an empty quantity. */
export const DEFAULT_QUANTITY = '1';

/** Certificates one service scope may hold. */
export const SCOPE_CERTIFICATES_MAX = 5;

/** Largest work order attachment, in bytes (100MB). */
export const WORK_ORDER_UPLOAD_MAX_BYTES = 104_857_600;

/** The only work order type the portal lists. */
export const WORK_ORDER_TYPE = 'CM';

/** File types the browser may open for viewing instead of downloading. */
export const VIEWABLE_FILE_TYPES = ['txt', 'jpeg', 'jpg', 'png', 'svg', 'pdf'] as const;

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

/** userid and hrid assumed when no cookie holds them. */
export const DEFAULT_USER_ID = '1';

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
