import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';

/** The signed-in caller as the services see it; everything about rights derives from here. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  hrid: string;
  loginid: string;
  username: string;
  supplierId: number | null;
  siteid: string;
  emailVerified: boolean;
  /** Set by support or by an expired password: until changed, the session may only change it. */
  mustChangePassword: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  ttlSeconds: number,
  device: { deviceid: string; devicedesc: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      deviceid: device.deviceid.slice(0, 20),
      devicedesc: device.devicedesc.slice(0, 200),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** Accepts the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The live session of a bearer token: 2000003 when unknown, ended or locked, 2000017 when expired. */
export function resolveSession(db: Db, token: string): Promise<SessionUser> {
  return loadSession(db, 'session.token_hash', hashToken(token));
}

/**
 * The session a signed download link was made for, held to the same rules as a token, so signing out
 * also retires the links handed out before.
 */
export function resolveSessionById(db: Db, sessionId: number): Promise<SessionUser> {
  return loadSession(db, 'session.id', sessionId);
}

async function loadSession(
  db: Db,
  column: 'session.token_hash' | 'session.id',
  value: string | number,
): Promise<SessionUser> {
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
      'app_user.must_change_password',
    ])
    .where(column, '=', value)
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
    mustChangePassword: row.must_change_password,
  };
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
