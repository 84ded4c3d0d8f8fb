import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { findSupplier } from './profile-repository.ts';

export interface OwnSupplier {
  id: number;
  code: string;
}

/**
 * The supplier a profile call acts on: always the caller's own. The spec's calls name it in
 * `suppliername`, which may be the supplier code or the caller's login id (what the browser keeps);
 * naming anything else is refused rather than silently ignored.
 */
export async function ownSupplierOf(
  db: Db,
  caller: SessionUser,
  suppliername: string | undefined,
): Promise<OwnSupplier> {
  if (caller.supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
  const { id, code } = await findSupplier(db, caller.supplierId);
  const supplier = { id, code };
  const named = suppliername?.trim() ?? '';
  const isOwn =
    named === '' || named === supplier.code || named.toLowerCase() === caller.loginid.toLowerCase();
  if (!isOwn) throw new AppError(ErrorCode.FORBIDDEN);
  return supplier;
}
