/**
 * The send-code button's countdown (issue 18, item 5). It waits the server's gap between two codes for
 * one account (CODE_RESEND_SECONDS, told by /common/siteinfo), not the code's lifetime, which is said
 * in words instead. The gap is per account, so a countdown holds the button only for the login id the
 * code was sent to: another id may be sent a code at once.
 */

/** Whole seconds left until `endsAt` (ms), rounded up so that the button never frees early. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Milliseconds until the seconds shown change (a little after, so that they surely have). */
export function nextTickDelay(endsAt: number, now: number): number {
  const left = endsAt - now;
  if (left <= 0) return 0;
  return (left % 1000 || 1000) + 10;
}

/** Login ids name one account whatever their case and surrounding spaces, as the server reads them. */
export function sameAccount(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface SendButtonState {
  /** Seconds until another code may be sent; 0 when the button is free. */
  remaining: number;
  /** A code was sent to this login id before: the button says Resend. */
  sentBefore: boolean;
}

/** The button as the login id typed now sees it. `sentTo` is the id of the last send, if any. */
export function sendButtonFor(sentTo: string | null, loginid: string, remaining: number): SendButtonState {
  if (sentTo === null || !sameAccount(sentTo, loginid)) return { remaining: 0, sentBefore: false };
  return { remaining, sentBefore: true };
}

/** The code's lifetime for a sentence: whole minutes when it is some, otherwise seconds. */
export function codeValidity(ttlSeconds: number): {
  key: 'code.validMinutes' | 'code.validSeconds';
  count: number;
} {
  return ttlSeconds >= 60 && ttlSeconds % 60 === 0
    ? { key: 'code.validMinutes', count: ttlSeconds / 60 }
    : { key: 'code.validSeconds', count: ttlSeconds };
}
