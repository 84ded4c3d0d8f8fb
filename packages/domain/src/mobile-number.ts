// The mobile number of an account (spec 2.11, alternate variant "Account Settings"; spec 9: "Mobile number:
// 11 digits", "Phone prefixes 0086, 0852, 0853, 0886"), shared by the settings form and the server. The
// spec's 11 digits are a mainland number's; the other three places write theirs with fewer, so each
// prefix has its own rule (docs/api.md, Account settings):
// - 0086 (mainland China): 11 digits starting with 1, the only numbers mainland carriers give to mobiles;
// - 0852 (Hong Kong) and 0853 (Macau): 8 digits;
// - 0886 (Taiwan): a mobile, 9 digits starting with 9, or 10 when written with its leading 0 (09...).

/** The international prefixes a mobile number may carry, in the spec's order. */
export const MOBILE_PREFIXES = ['0086', '0852', '0853', '0886'] as const;

/** One of MOBILE_PREFIXES. */
export type MobilePrefix = (typeof MOBILE_PREFIXES)[number];

/** The prefix a form offers before one is chosen: the group's home, Hong Kong (the default time zone's). */
export const DEFAULT_MOBILE_PREFIX: MobilePrefix = '0852';

const NUMBER_RULE: Readonly<Record<MobilePrefix, RegExp>> = {
  '0086': /^1[0-9]{10}$/,
  '0852': /^[0-9]{8}$/,
  '0853': /^[0-9]{8}$/,
  '0886': /^0?9[0-9]{8}$/,
};

/**
 * How a number of each prefix is written, an X for any digit: the form's hint and the server's message
 * show it, so the rule reads the same in every language. Spaces are only for reading; none is required.
 */
export const MOBILE_NUMBER_FORMAT: Readonly<Record<MobilePrefix, string>> = {
  '0086': '1XX XXXX XXXX',
  '0852': 'XXXX XXXX',
  '0853': 'XXXX XXXX',
  '0886': '09XX XXX XXX',
};

/** Whether a value is one of MOBILE_PREFIXES. */
export function isMobilePrefix(value: unknown): value is MobilePrefix {
  return typeof value === 'string' && (MOBILE_PREFIXES as readonly string[]).includes(value);
}

/**
 * A number as it is kept: full-width digits (typed with a Chinese input method) made ASCII, and the spaces
 * and hyphens people write between groups removed. Anything else stays, for the rule to refuse.
 */
export function normalizeMobileNumber(text: string): string {
  return text.normalize('NFKC').replace(/[\s-]+/g, '');
}

/** Why a mobile number may not be kept: no known prefix for a number, or a number its prefix refuses. */
export type MobileProblem = 'prefix' | 'number';

/** The outcome of checkMobileNumber: the values to keep (null for none), or the problem. */
export type MobileCheck =
  | { problem: null; mobile: { prefix: MobilePrefix; number: string } | null }
  | { problem: MobileProblem };

/**
 * Checks a prefix and a number as a form sends them. The number is optional: blank (after
 * normalizeMobileNumber) means no mobile, whatever the prefix. A number needs one of MOBILE_PREFIXES
 * ('prefix' otherwise) and must follow that prefix's rule ('number' otherwise).
 */
export function checkMobileNumber(
  prefix: string | null | undefined,
  number: string | null | undefined,
): MobileCheck {
  const digits = normalizeMobileNumber(number ?? '');
  if (digits === '') return { problem: null, mobile: null };
  if (!isMobilePrefix(prefix)) return { problem: 'prefix' };
  if (!NUMBER_RULE[prefix].test(digits)) return { problem: 'number' };
  return { problem: null, mobile: { prefix, number: digits } };
}
