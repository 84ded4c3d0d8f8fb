import type { SessionUser } from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';

/**
 * The session a signed download link was made for, held to the same rules as a token: ended, locked or
 * expired sessions download nothing, so signing out also retires the links handed out before.
 */
export async function resolveSessionById(db: Db, sessionId: number): Promise<SessionUser> {
  const row = await db
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
    ])
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.ended_at || row.locked) throw new AppError(ErrorCode.SESSION_INVALID);
  if (row.expires_at.getTime() <= Date.now()) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    hrid: row.hrid,
    loginid: row.loginid,
    username: row.username,
    supplierId: row.supplier_id,
    siteid: row.siteid,
    emailVerified: row.email_verified,
  };
}
