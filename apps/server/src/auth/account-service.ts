import { checkNewPassword } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { checkPasswordGuess } from './password-guess.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { ServerKeys } from './server-keys.ts';
import { endAllSessions } from './session-repository.ts';
import { hasAcceptedTerms } from './terms-repository.ts';
import {
  findUserByHrid,
  insertPasswordHistory,
  recentPasswordHashes,
  type UserRow,
  updateUser,
} from './user-repository.ts';
import { checkCode } from './verification-codes.ts';

/** How many earlier passwords (the current one included) a new password may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

async function isReused(db: Db, user: UserRow, password: string): Promise<boolean> {
  const history = await recentPasswordHashes(db, user.id, PASSWORD_HISTORY_DEPTH - 1);
  for (const hash of [user.password_hash, ...history]) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/** Sets a new password after the policy and reuse checks, and signs the user out everywhere. */
export async function setNewPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  reason: string,
  beforeWrite?: () => Promise<void>,
) {
  if (checkNewPassword(password) !== 'ok') throw new AppError(ErrorCode.PASSWORD_POLICY);
  if (await isReused(ctx.db, user, password)) throw new AppError(ErrorCode.PASSWORD_REUSED);
  await beforeWrite?.();
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await insertPasswordHistory(trx, user.id, user.password_hash);
    await updateUser(trx, user.id, {
      password_hash: hash,
      password_changed_at: new Date(),
      must_change_password: false,
      // Changing the password needs a code sent to the mailbox or a session opened with one.
      email_verified: true,
      failed_logins: 0,
    });
    await endAllSessions(trx, user.id);
    await writeAudit(trx, {
      userId: user.id,
      action: 'password-change',
      entity: 'app_user',
      entityId: user.id,
      comment: reason,
    });
  });
}

/** The signed-in change (header dialog, forced change): old password required, own account only. */
export async function changeOwnPassword(
  ctx: AppContext,
  keys: ServerKeys,
  caller: SessionUser,
  input: { hrid: string; password: string; oldpassword: string },
) {
  if (input.hrid && input.hrid !== caller.hrid) throw new AppError(ErrorCode.FORBIDDEN);
  const user = await findUserByHrid(ctx.db, caller.hrid);
  if (!user) throw new AppError(ErrorCode.SESSION_INVALID);
  // A supplier's first login accepts the Terms of Use before choosing a password (spec 2.1).
  if (user.supplier_id !== null && !user.email_verified && !(await hasAcceptedTerms(ctx.db, user.id)))
    throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED);
  const oldPassword = keys.decryptSecret(input.oldpassword);
  const newPassword = keys.decryptSecret(input.password);
  // A wrong old password is a password guess like any other: it counts toward the same lockout.
  await checkPasswordGuess(ctx, user.id, oldPassword, ErrorCode.OLD_PASSWORD_WRONG);
  await setNewPassword(ctx, user, newPassword, 'changed by user');
}

/** The forgot-password change: proven by the e-mailed code, which it uses up. */
export async function resetForgottenPassword(
  ctx: AppContext,
  keys: ServerKeys,
  input: { hrid: string; password: string; verificationcode: string },
) {
  const user = await findUserByHrid(ctx.db, input.hrid);
  if (!user || user.locked) throw new AppError(ErrorCode.WRONG_CODE);
  const newPassword = keys.decryptSecret(input.password);
  // Checked first, used up only once the new password passes: a rejected password keeps the code usable.
  await checkCode(ctx.db, keys.pepperedHash, user.id, 'forget', input.verificationcode, false);
  await setNewPassword(ctx, user, newPassword, 'reset with e-mailed code', () =>
    checkCode(ctx.db, keys.pepperedHash, user.id, 'forget', input.verificationcode, true),
  );
}
