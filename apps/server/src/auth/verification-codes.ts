import { randomInt } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import {
  insertCode,
  newestUnusedCode,
  recentCodes,
  retireCodes,
  tryCode,
  useCode,
} from './code-repository.ts';

/** Signing in, a forgotten password, or proving a mobile number (issue 32). */
export type CodePurpose = 'login' | 'forget' | 'mobile';

/** Wrong tries a single code survives; after that it is dead and a new one must be sent. */
export const MAX_CODE_ATTEMPTS = 5;
export interface CodeLimits {
  ttlSeconds: number;
  /** A new code for the same account and purpose is refused within this many seconds of the last. */
  resendSeconds: number;
  /** At most this many codes per account and purpose in an hour. */
  perHour: number;
}

/** What a code's hash is made of: a code bound to a value (the number it proves) is only good for it. */
function hashInput(userId: number, purpose: CodePurpose, code: string, boundTo?: string): string {
  return boundTo === undefined ? `${userId}:${purpose}:${code}` : `${userId}:${purpose}:${boundTo}:${code}`;
}

/**
 * A new code for an account and purpose, within its limits; `boundTo` ties it to a value (a mobile
 * number being verified: a code sent to one number does not verify another).
 */
export async function issueCode(
  db: Db,
  hash: (value: string) => string,
  userId: number,
  purpose: CodePurpose,
  limits: CodeLimits,
  boundTo?: string,
): Promise<string> {
  const recent = await recentCodes(db, userId, purpose);
  const latest = recent.latest ? new Date(recent.latest).getTime() : 0;
  if (recent.lastHour >= limits.perHour || Date.now() - latest < limits.resendSeconds * 1000) {
    throw new AppError(ErrorCode.CODE_RATE_LIMITED);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Only the newest code of a purpose is valid: older ones are retired when a new one is sent.
  await retireCodes(db, userId, purpose);
  await insertCode(db, {
    userId,
    purpose,
    codeHash: hash(hashInput(userId, purpose, code, boundTo)),
    expiresAt: new Date(Date.now() + limits.ttlSeconds * 1000),
  });
  return code;
}

/**
 * Checks a code; a wrong one uses up a try. `consume` marks it used (login, password change); the forgot
 * flow's validate step checks without consuming, since the change that follows presents it again.
 */
export async function checkCode(
  db: Db,
  hash: (value: string) => string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
  boundTo?: string,
): Promise<void> {
  const row = await newestUnusedCode(db, userId, purpose);
  if (!row || row.expires_at.getTime() <= Date.now()) throw new AppError(ErrorCode.WRONG_CODE);
  const expected = hash(hashInput(userId, purpose, code.trim(), boundTo));
  // Compared and counted in one statement, which holds the row: parallel tries wait for each other
  // and see each other's count, so no burst gets more than MAX_CODE_ATTEMPTS wrong tries at a code
  // (268 did on PostgreSQL when the count was read first and written after).
  const tried = await tryCode(db, row.id, expected, MAX_CODE_ATTEMPTS);
  if (!tried?.matched) throw new AppError(ErrorCode.WRONG_CODE);
  if (consume) {
    // Two requests racing with the same code: only one may use it.
    if (!(await useCode(db, row.id))) throw new AppError(ErrorCode.WRONG_CODE);
  }
}
