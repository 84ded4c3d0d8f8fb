import { ErrorCode } from '@tender/api-contract/error-codes';
import type { TFunction } from 'i18next';
import { ApiError, errorText } from '@/lib/api-client';

/** Spec 8: codes whose text the portal words itself instead of showing the server's message. */
const LOGIN_CODES = new Set<number>([
  ErrorCode.USER_UNKNOWN,
  ErrorCode.WRONG_PASSWORD,
  ErrorCode.WRONG_CODE,
  ErrorCode.LOCKED,
]);
const SEND_CODE_CODES = new Set<number>([ErrorCode.USER_UNKNOWN, ErrorCode.LOCKED]);

export const LOCKED_CODE = ErrorCode.LOCKED;
export const PASSWORD_EXPIRED_CODE = ErrorCode.PASSWORD_EXPIRED;
export const WRONG_CODE = ErrorCode.WRONG_CODE;
/** Too many failed sign-in attempts from this address: the server's text says to wait. */
export const TOO_MANY_ATTEMPTS_CODE = ErrorCode.TOO_MANY_ATTEMPTS;
/** A supplier's first-login change refused until the Terms of Use are accepted. */
export const TERMS_NOT_ACCEPTED_CODE = ErrorCode.TERMS_NOT_ACCEPTED;

function codeOf(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}

export function loginErrorText(error: unknown, t: TFunction<'auth'>): string {
  const code = codeOf(error);
  return code !== null && LOGIN_CODES.has(code) ? t(`errors.${code}`) : errorText(error);
}

export function sendCodeErrorText(error: unknown, t: TFunction<'auth'>): string {
  const code = codeOf(error);
  return code !== null && SEND_CODE_CODES.has(code) ? t(`errors.${code}`) : errorText(error);
}

/**
 * Spec 8, change password: a reused password, a wrong old password and a password that does not meet
 * the policy have their own texts; a code error gives the verification-code text; anything else shows
 * the server's message. Each is told apart by its code.
 */
export function changePasswordErrorText(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return errorText(error);
  switch (error.code) {
    case ErrorCode.PASSWORD_REUSED:
    case ErrorCode.OLD_PASSWORD_WRONG:
      return t(`errors.${error.code}`);
    case ErrorCode.PASSWORD_POLICY:
      return t('errors.resetNotMeet');
    case ErrorCode.WRONG_CODE:
      return t('errors.vercode');
    default:
      return errorText(error);
  }
}
