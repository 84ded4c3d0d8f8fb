import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { sessionCacheOf } from './session-cache.ts';
import { findSessionWithUser, insertSession } from './session-repository.ts';

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
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    deviceid: device.deviceid.slice(0, 20),
    devicedesc: device.devicedesc.slice(0, 200),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live session of a bearer token: 2000003 when unknown, ended or locked, 2000017 when expired. Served
 * from this server's session cache when it holds the token (auth/session-cache.ts), else read and kept.
 */
export async function resolveSession(db: Db, token: string): Promise<SessionUser> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = await cache?.lookup(tokenHash);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const { user, expiresAt } = await sessionQueries.load(db, 'session.token_hash', tokenHash);
  cache?.keep(tokenHash, user, expiresAt, mark);
  return user;
}

/**
 * The session a signed download link was made for, held to the same rules as a token, so signing out
 * also retires the links handed out before.
 */
export async function resolveSessionById(db: Db, sessionId: number): Promise<SessionUser> {
  return (await sessionQueries.load(db, 'session.id', sessionId)).user;
}

/** The session read; an object so a test can count the calls (the cache must spare them). */
export const sessionQueries = { load: loadSession };

async function loadSession(
  db: Db,
  column: 'session.token_hash' | 'session.id',
  value: string | number,
): Promise<{ user: SessionUser; expiresAt: Date }> {
  const row = await findSessionWithUser(db, column, value);
  if (!row || row.ended_at || row.locked) throw new AppError(ErrorCode.SESSION_INVALID);
  if (row.expires_at.getTime() <= Date.now()) throw new AppError(ErrorCode.SESSION_EXPIRED);
  const user: SessionUser = {
    sessionId: row.sessionId,
    userId: row.userId,
    hrid: row.hrid,
    loginid: row.loginid,
    username: row.username,
    supplierId: row.supplier_id,
    siteid: row.siteid,
    emailVerified: row.email_verified,
    mustChangePassword: row.must_change_password,
    roles: row.roles,
  };
  return { user, expiresAt: row.expires_at };
}
