// The mobile number of an account (spec 2.11, alternate variant "Account Settings"; spec 9: "Mobile number:
// 11 digits", "Phone prefixes 0086, 0852, 0853, 0886"), shared by the settings form and the server. The
// spec's 11 digits are a mainland number's; the other three places write theirs with fewer, so each
// prefix has its own rule (docs/api.md, Account settings):
// - 0086 (mainland China): 11 digits starting with 1, the only numbers mainland carriers give to mobiles;
// - 0852 (Hong Kong) and 0853 (Macau): 8 digits;
// - 0886 (Taiwan): a mobile, 9 digits starting with 9, or 10 when written with its leading 0 (09...);
//   kept with the 0 (09...), so that one number is written one way (issue 32: a verified number is on
//   one account only, and it is found again when someone signs in with it).

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
  const kept = prefix === '0886' && !digits.startsWith('0') ? `0${digits}` : digits;
  return { problem: null, mobile: { prefix, number: kept } };
}

/** A number as checkMobileNumber keeps it: its prefix and digits. */
export interface MobileNumber {
  prefix: MobilePrefix;
  number: string;
}

/**
 * The login id of a mobile sign-in (issue 32): `<prefix>-<number>`, e.g. `0852-91234567`, what the
 * login page sends with `logintype: 'MOBILE'`.
 */
export function mobileLoginId(mobile: MobileNumber): string {
  return `${mobile.prefix}-${mobile.number}`;
}

/**
 * Reads a mobile sign-in's login id (`0852-91234567`; the number may be written as the settings take
 * it): the number as kept, or null when it is not one.
 */
export function parseMobileLoginId(loginid: string): MobileNumber | null {
  const text = loginid.normalize('NFKC').trim();
  const dash = text.indexOf('-');
  if (dash < 0) return null;
  const check = checkMobileNumber(text.slice(0, dash), text.slice(dash + 1));
  return check.problem === null ? check.mobile : null;
}

/**
 * The number in international (E.164) form, as SMS gateways take it: `+` and the country code (the
 * prefix without its leading zeros: 86, 852, 853, 886), then the national number without a trunk 0 (Taiwan's 09...
 * is +886 9...). `+85291234567`.
 */
export function internationalMobileNumber(mobile: MobileNumber): string {
  const national = mobile.prefix === '0886' ? mobile.number.replace(/^0/, '') : mobile.number;
  return `+${mobile.prefix.replace(/^0+/, '')}${national}`;
}
