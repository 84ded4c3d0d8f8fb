import type { MobileNumber } from '@tender/domain';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AppUserTable } from '../db/tables.ts';

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
  'roles',
  'mobile_prefix',
  'mobile',
] as const;

export async function findUserByLoginId(db: Db, loginid: string) {
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where(sql<string>`lower(loginid)`, '=', loginid.trim().toLowerCase())
    .executeTakeFirst();
}

/** The account a mobile number is verified on (issue 32): at most one, by a unique index. */
export async function findUserByVerifiedMobile(db: Db, mobile: MobileNumber) {
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where('mobile_prefix', '=', mobile.prefix)
    .where('mobile', '=', mobile.number)
    .where('mobile_verified_at', 'is not', null)
    .executeTakeFirst();
}

export async function findUserByHrid(db: Db, hrid: string) {
  return db.selectFrom('app_user').select(userColumns).where('hrid', '=', hrid).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByLoginId>>>;

/**
 * Takes one of the account's password guesses before the hash is compared: the count goes up at once,
 * in one conditional statement, so parallel guesses cannot all see the same count. Answers the stored
 * hash to compare against, or null when the account is locked or its guesses are all taken.
 */
export async function reservePasswordGuess(
  db: Db,
  userId: number,
  maxFailures: number,
): Promise<{ password_hash: string } | null> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', userId)
    .where('locked', '=', false)
    .where('failed_logins', '<', maxFailures)
    .returning(['password_hash'])
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the account is locked now (after a refused reservation: locked, or only busy). */
export async function isLocked(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('app_user').select('locked').where('id', '=', userId).executeTakeFirst();
  return row?.locked ?? false;
}

/**
 * A reserved guess was wrong: its count stays, and the account locks once the count reaches the
 * limit. Returns whether this call set the lock (a lock already set is left as it is).
 */
export async function settleWrongGuess(db: Db, userId: number, maxFailures: number): Promise<boolean> {
  const row = await db
    .updateTable('app_user')
    .set({ locked: true })
    .where('id', '=', userId)
    .where('locked', '=', false)
    .where('failed_logins', '>=', maxFailures)
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A reserved guess was right: the run of wrong ones starts again. False when the account was locked
 * meanwhile (by a parallel guess), which a right password does not undo.
 */
export async function settleRightGuess(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('app_user')
    .set({ failed_logins: 0 })
    .where('id', '=', userId)
    .where('locked', '=', false)
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The hashes of a user's latest earlier passwords, newest first. */
export async function recentPasswordHashes(db: Db, userId: number, limit: number): Promise<string[]> {
  const history = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return history.map((h) => h.password_hash);
}

/** Keeps a password hash a user had in the history. */
export async function insertPasswordHistory(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash }).execute();
}

/** The fields of app_user a change of password, an unlock, a language or a role writes. */
export type UserChange = Partial<
  Pick<
    Updateable<AppUserTable>,
    | 'password_hash'
    | 'password_changed_at'
    | 'must_change_password'
    | 'email_verified'
    | 'failed_logins'
    | 'locked'
    | 'language'
    | 'roles'
  >
>;

export async function updateUser(db: Db, userId: number, change: UserChange): Promise<void> {
  await db.updateTable('app_user').set(change).where('id', '=', userId).execute();
}

export async function insertUser(db: Db, values: Insertable<AppUserTable>): Promise<number> {
  const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the supplier with a code. */
export async function findSupplierIdByCode(db: Db, code: string): Promise<number | undefined> {
  const s = await db.selectFrom('supplier').select('id').where('code', '=', code).executeTakeFirst();
  return s?.id;
}
