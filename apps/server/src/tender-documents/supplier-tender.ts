import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { findTender, type TenderKey } from '../tenders/index.ts';

/** What the tender document calls need of one of the caller's tenders. */
export interface OwnTender {
  id: number;
  udztbnum: string;
  status: TenderStatusColumn;
  rfqId: number;
  rfqnum: string;
}

/**
 * The supplier's own tender by its number. Another supplier's tender answers NO_SUCH_TENDER
 * exactly like a missing one, so guessing numbers reveals nothing.
 */
export async function requireOwnTender(db: Db, supplierId: number, key: TenderKey): Promise<OwnTender> {
  const tender = await findTender(db, { kind: 'supplier', supplierId }, key);
  if (!tender) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return tender;
}
