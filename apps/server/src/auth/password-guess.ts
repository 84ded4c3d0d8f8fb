import { randomBytes } from 'node:crypto';
import { MAX_FAILED_LOGINS } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import { AppError, ErrorCode, type ErrorCodeValue } from '../errors/app-error.ts';
import { metricsOf } from '../metrics/index.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { isLocked, reservePasswordGuess, settleRightGuess, settleWrongGuess } from './user-repository.ts';

let dummyHash: Promise<string> | undefined;

/**
 * Spends what checking a real password costs, for a login id that has no account: without it an
 * unknown id answered in 3 ms and a wrong password in 71 ms, which told anyone which ids exist. The
 * dummy is a hash of random bytes made with the same parameters, so nothing ever matches it.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  await verifyPassword(password, await dummyHash);
}

/**
 * Checks a password against an account under the lockout: the guess is counted before the hash is
 * compared (see reservePasswordGuess), so however many guesses arrive at once at most
 * MAX_FAILED_LOGINS are ever compared before the account locks. Used by sign-in (gencode, userlogin)
 * and by the signed-in password change, which count toward the same lockout.
 *
 * 3000006 when the account is locked; 3000016 when it is not, but as many guesses as the lockout allows
 * are being checked at this moment (a burst): the caller is told what is true, and may try again once
 * they are settled; `wrongCode` for a wrong password.
 */
export async function checkPasswordGuess(
  ctx: AppContext,
  userId: number,
  password: string,
  wrongCode: ErrorCodeValue,
): Promise<void> {
  const reserved = await reservePasswordGuess(ctx.db, userId, MAX_FAILED_LOGINS);
  if (!reserved) {
    throw new AppError((await isLocked(ctx.db, userId)) ? ErrorCode.LOCKED : ErrorCode.SIGN_IN_BUSY);
  }
  if (await verifyPassword(password, reserved.password_hash)) {
    if (!(await settleRightGuess(ctx.db, userId))) throw new AppError(ErrorCode.LOCKED);
    return;
  }
  if (await settleWrongGuess(ctx.db, userId, MAX_FAILED_LOGINS)) {
    await writeAudit(ctx.db, { userId, action: 'lock', entity: 'app_user', entityId: userId });
    ctx.log.warn({ userId }, 'account locked after failed passwords');
    metricsOf(ctx.db)?.lockouts.inc();
  }
  throw new AppError(wrongCode);
}
