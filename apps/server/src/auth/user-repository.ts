import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

const userColumns = [
  'id',
  'hrid',
  'loginid',
  'username',
  'email',
  'supplier_id',
  'siteid',
  'language',
  'password_hash',
  'password_changed_at',
  'email_verified',
  'must_change_password',
  'failed_logins',
  'locked',
] as const;

export async function findUserByLoginId(db: Db, loginid: string) {
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where(sql<string>`lower(loginid)`, '=', loginid.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserByHrid(db: Db, hrid: string) {
  return db.selectFrom('app_user').select(userColumns).where('hrid', '=', hrid).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByLoginId>>>;

/** Counts a wrong password; the fifth in a row locks the account. Returns whether it is now locked. */
export async function recordFailedPassword(db: Db, userId: number, maxFailures: number): Promise<boolean> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({
      failed_logins: eb('failed_logins', '+', 1),
      locked: sql<boolean>`failed_logins + 1 >= ${maxFailures}`,
    }))
    .where('id', '=', userId)
    .returning(['locked'])
    .executeTakeFirstOrThrow();
  return row.locked;
}

export async function resetFailedPasswords(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ failed_logins: 0 })
    .where('id', '=', userId)
    .where('failed_logins', '>', 0)
    .execute();
}
