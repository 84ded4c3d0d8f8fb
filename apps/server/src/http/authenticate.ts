import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { isApprover, isBuyer, isProcurement, requireFullSession, type SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** 'buyer', 'approver': a staff account with that role (issues 17, 29); 'procurement': either. */
export type Role = 'any' | 'supplier' | 'staff' | 'buyer' | 'approver' | 'procurement';

/**
 * The live session of a bearer token, or an AppError (2000003, 2000017). Auth's (auth/session-service.ts
 * `resolveSession`), handed to the HTTP layer by the composition root (app.ts) with `useSessionLookup`:
 * shared code imports no feature.
 */
export type SessionLookup = (token: string) => Promise<SessionUser>;

const lookups = new WeakMap<Db, SessionLookup>();

/** Makes `lookup` the way `authenticate` reads the sessions of this database. */
export function useSessionLookup(db: Db, lookup: SessionLookup): void {
  lookups.set(db, lookup);
}

/** Accepts the raw token or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * preHandler: the route needs a live session, and (optionally) a supplier, a staff or a buyer account
 * (staff with the role 'buyer'); anyone else is 1000004. A session
 * held back to its first steps (a password to change, terms to accept: `isHeldBack`) reaches only the
 * routes that allow it (`heldBack: true`); everything else answers 3000007.
 */
export function authenticate(db: Db, role: Role = 'any', opts: { heldBack?: boolean } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const lookup = lookups.get(db);
    if (!lookup) throw new Error('no session lookup for this database: see useSessionLookup');
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
    const user = await lookup(token);
    if (!opts.heldBack) requireFullSession(user);
    if (role === 'supplier' && user.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
    if (role === 'staff' && user.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
    if (role === 'buyer' && !isBuyer(user)) throw new AppError(ErrorCode.FORBIDDEN);
    if (role === 'approver' && !isApprover(user)) throw new AppError(ErrorCode.FORBIDDEN);
    if (role === 'procurement' && !isProcurement(user)) throw new AppError(ErrorCode.FORBIDDEN);
    request.user = user;
  };
}

/** The caller of a route behind `authenticate`. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(ErrorCode.SESSION_INVALID);
  return request.user;
}
