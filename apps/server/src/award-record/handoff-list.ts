import type { BuyerHandoff } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { listHandoffs } from './handoff-repository.ts';

/** The RFQ's hand-offs to the ERP as the tender page shows them (detail `handoffs`), oldest first. */
export async function readHandoffs(db: Db, rfqId: number): Promise<BuyerHandoff[]> {
  const rows = await listHandoffs(db, rfqId);
  return rows.map((row) => ({
    at: row.created_at.toISOString(),
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    sentat: row.sent_at?.toISOString() ?? null,
    httpstatus: row.last_status,
    // A sent hand-off's earlier refusals are history; one not sent says why.
    error: row.state === 'sent' ? '' : (row.last_error ?? ''),
  }));
}
