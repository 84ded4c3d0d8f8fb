import type { Db } from '../db/connect.ts';

/** The session queries (table `session`); the rules of a live session are session-service's. */
export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; deviceid: string; devicedesc: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      deviceid: values.deviceid,
      devicedesc: values.devicedesc,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** A session with its user, by token hash or by id. */
export async function findSessionWithUser(
  db: Db,
  column: 'session.token_hash' | 'session.id',
  value: string | number,
) {
  return db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'session.id as sessionId',
      'session.expires_at',
      'session.ended_at',
      'app_user.id as userId',
      'app_user.hrid',
      'app_user.loginid',
      'app_user.username',
      'app_user.supplier_id',
      'app_user.siteid',
      'app_user.email_verified',
      'app_user.locked',
      'app_user.must_change_password',
      'app_user.roles',
    ])
    .where(column, '=', value)
    .executeTakeFirst();
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('session').set({ ended_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ ended_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}
