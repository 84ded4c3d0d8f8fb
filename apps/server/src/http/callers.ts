import { AppError, ErrorCode } from '../errors/app-error.ts';

// Who is calling, for the features' services: the session the route (or the named-request registry)
// has already authenticated, and the supplier it acts for.

/** The caller of a named request that needs a session (the registry has already authenticated it). */
export function requireCaller<C>(context: { caller: C | null }): C {
  if (!context.caller) throw new AppError(ErrorCode.SESSION_INVALID);
  return context.caller;
}

/** The supplier a caller acts for; staff are refused (the routes that are suppliers' refuse them first). */
export function supplierIdOf(caller: { supplierId: number | null }): number {
  if (caller.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
  return caller.supplierId;
}
