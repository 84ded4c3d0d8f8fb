import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/connect.ts';

/**
 * Queues the ERP hand-off of a final award (issue 29, item 6) in the transaction that makes it final.
 * TO BE WRITTEN on branch wt-award-record: reads the award (rfq_award, rfq_award_line) in `trx` and, when
 * AWARD_WEBHOOK_URL is set, writes one webhook_outbox row; without the setting nothing is queued.
 */
export async function queueAwardHandoff(
  _ctx: AppContext,
  _trx: Db,
  _award: { rfqId: number; awardId: number },
): Promise<void> {}
