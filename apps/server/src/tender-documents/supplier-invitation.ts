import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { findInvitation, type InvitationKey } from '../invitations/index.ts';

/** What the tender document calls need of one of the caller's invitations. */
export interface OwnInvitation {
  id: number;
  udztbnum: string;
  status: TenderStatusColumn;
  rfqId: number;
  rfqnum: string;
}

/**
 * The supplier's own invitation by its number. Another supplier's invitation answers NO_SUCH_TENDER
 * exactly like a missing one, so guessing numbers reveals nothing.
 */
export async function requireOwnInvitation(
  db: Db,
  supplierId: number,
  key: InvitationKey,
): Promise<OwnInvitation> {
  const invitation = await findInvitation(db, { kind: 'supplier', supplierId }, key);
  if (!invitation) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return invitation;
}
