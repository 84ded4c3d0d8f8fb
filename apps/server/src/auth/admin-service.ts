import { checkNewPassword } from '@tender/domain';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { hashPassword } from './password-hash.ts';
import { endAllSessions } from './session-service.ts';
import { findUserByLoginId } from './user-repository.ts';

/** Support's account operations, used by the admin command line; each is audited. */
export class AdminError extends Error {}

async function requireUser(db: Db, loginid: string) {
  const user = await findUserByLoginId(db, loginid);
  if (!user) throw new AdminError(`no user with login id ${loginid}`);
  return user;
}

export async function createUser(
  db: Db,
  input: {
    loginid: string;
    username: string;
    email: string;
    password: string;
    supplier?: string;
    siteid?: string;
  },
): Promise<void> {
  if (checkNewPassword(input.password) !== 'ok')
    throw new AdminError('the password does not meet the policy');
  if (await findUserByLoginId(db, input.loginid))
    throw new AdminError(`login id ${input.loginid} exists already`);
  let supplierId: number | null = null;
  if (input.supplier) {
    const s = await db
      .selectFrom('supplier')
      .select('id')
      .where('code', '=', input.supplier)
      .executeTakeFirst();
    if (!s) throw new AdminError(`no supplier with code ${input.supplier}`);
    supplierId = s.id;
  }
  const row = await db
    .insertInto('app_user')
    .values({
      hrid: `HR${input.loginid.toUpperCase()}`,
      loginid: input.loginid,
      username: input.username,
      email: input.email,
      supplier_id: supplierId,
      siteid: input.siteid ?? '',
      password_hash: await hashPassword(input.password),
      // A new account proves its mailbox and picks its own password at first login.
      email_verified: false,
      must_change_password: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(db, { userId: null, action: 'admin-create-user', entity: 'app_user', entityId: row.id });
}

/** Sets a temporary password that must be changed at the next login, and ends every session. */
export async function resetPassword(db: Db, loginid: string, password: string): Promise<void> {
  if (checkNewPassword(password) !== 'ok') throw new AdminError('the password does not meet the policy');
  const user = await requireUser(db, loginid);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({
        password_hash: await hashPassword(password),
        must_change_password: true,
        failed_logins: 0,
        locked: false,
      })
      .where('id', '=', user.id)
      .execute();
    await endAllSessions(trx, user.id);
    await writeAudit(trx, {
      userId: null,
      action: 'admin-reset-password',
      entity: 'app_user',
      entityId: user.id,
    });
  });
}

export async function unlockUser(db: Db, loginid: string): Promise<void> {
  const user = await requireUser(db, loginid);
  await db
    .updateTable('app_user')
    .set({ locked: false, failed_logins: 0 })
    .where('id', '=', user.id)
    .execute();
  await writeAudit(db, { userId: null, action: 'admin-unlock', entity: 'app_user', entityId: user.id });
}
