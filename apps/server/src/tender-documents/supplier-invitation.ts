import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';

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
  key: { udztbnum: string } | { id: number },
): Promise<OwnInvitation> {
  const row = await db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select(['udztb.id', 'udztb.udztbnum', 'udztb.status', 'rfq.id as rfqId', 'rfq.rfqnum'])
    .where('udztb.supplier_id', '=', supplierId)
    .where((eb) => ('id' in key ? eb('udztb.id', '=', key.id) : eb('udztb.udztbnum', '=', key.udztbnum)))
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return row;
}
