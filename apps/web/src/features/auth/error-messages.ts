import type { TFunction } from 'i18next';
import { ApiError, CONNECT_FAIL_CODE, errorText } from '@/lib/api-client';

/** Spec 8: codes whose text the portal words itself instead of showing the server's message. */
const LOGIN_CODES = new Set([2000006, 2000007, 3000004, 3000006]);
const SEND_CODE_CODES = new Set([2000006, 3000006]);

export const LOCKED_CODE = 3000006;
export const PASSWORD_EXPIRED_CODE = 3000007;
export const WRONG_CODE = 3000004;
/** Too many failed sign-in attempts from this address: the server's text says to wait. */
export const TOO_MANY_ATTEMPTS_CODE = 3000012;
/** A supplier's first-login change refused until the Terms of Use are accepted. */
export const TERMS_NOT_ACCEPTED_CODE = 3000013;

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
 * Spec 8, change password: reused and wrong old password have their own texts; a code error gives
 * the verification-code text; other refusals fall back on the two reset-failed texts, told apart by
 * how long the server's message is, as the original portal did.
 */
export function changePasswordErrorText(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return errorText(error);
  if (error.code === CONNECT_FAIL_CODE) return error.message;
  if (error.code === 3000008 || error.code === 3000009) return t(`errors.${error.code}`);
  if (error.code === TOO_MANY_ATTEMPTS_CODE) return error.message;
  if (error.code === WRONG_CODE || /verification code|验证码|驗證碼/i.test(error.message))
    return t('errors.vercode');
  return error.message.length < 60 ? t('errors.resetNotMeet') : t('errors.resetNotDiff');
}
