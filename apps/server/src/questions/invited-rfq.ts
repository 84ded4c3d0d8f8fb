import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { tendersInScope } from '../tenders/index.ts';

/**
 * The id of an RFQ the supplier is invited to (has a tender of), by RFQ number. An RFQ the supplier was
 * not invited to answers NO_SUCH_TENDER like one that does not exist, so its questions and inspections
 * stay hidden.
 */
export async function requireInvitedRfqId(db: Db, supplierId: number, rfqnum: string): Promise<number> {
  const row = await tendersInScope(db, { kind: 'supplier', supplierId })
    .select('rfq.id')
    .where('rfq.rfqnum', '=', rfqnum.trim())
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return row.id;
}
