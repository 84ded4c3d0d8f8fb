import type { SessionUser } from '../auth/session-service.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import type { NamedRequestContext } from '../http/named-requests.ts';

/**
 * Which invitations a caller may read: a supplier only its own, whatever ids the request names; staff
 * only those of RFQs at their own site.
 */
export type TenderScope = { kind: 'supplier'; supplierId: number } | { kind: 'site'; siteid: string };

export function tenderScopeOf(caller: SessionUser): TenderScope {
  return caller.supplierId === null
    ? { kind: 'site', siteid: caller.siteid }
    : { kind: 'supplier', supplierId: caller.supplierId };
}

/** The caller of a named request that needs a session (the registry has already authenticated it). */
export function requireCaller(context: NamedRequestContext): SessionUser {
  if (!context.caller) throw new AppError(ErrorCode.SESSION_INVALID);
  return context.caller;
}

/** The supplier a quoting caller acts for; staff never reach the quoting services (the routes refuse them). */
export function quotingSupplierOf(caller: SessionUser): number {
  if (caller.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
  return caller.supplierId;
}
