import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  requireFullSession,
  resolveSession,
  type SessionUser,
  tokenFromHeader,
} from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type Role = 'any' | 'supplier' | 'staff';

/**
 * preHandler: the route needs a live session, and (optionally) a supplier or a staff account. A session
 * held back to its first steps (a password to change, terms to accept: `isHeldBack`) reaches only the
 * routes that allow it (`heldBack: true`); everything else answers 3000007.
 */
export function authenticate(db: Db, role: Role = 'any', opts: { heldBack?: boolean } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
    const user = await resolveSession(db, token);
    if (!opts.heldBack) requireFullSession(user);
    if (role === 'supplier' && user.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
    if (role === 'staff' && user.supplierId !== null) throw new AppError(ErrorCode.FORBIDDEN);
    request.user = user;
  };
}

/** The caller of a route behind `authenticate`. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(ErrorCode.SESSION_INVALID);
  return request.user;
}
