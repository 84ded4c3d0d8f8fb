import { BOQ_LINE_FIELDS } from '@tender/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { LINE_COLUMNS } from '../tenders/index.ts';

// The queries of the RFQ's bill of quantities (rfq_line) and of the copies in its invitations
// (udztb_line) that the buyer reads or copies; rfq-lines.ts decides which to read.

const DEFINITION = ['seqno', ...BOQ_LINE_FIELDS] as const;

/** The RFQ's own lines (definitions, by seqno). */
export function listRfqLineDefinitions(db: Db, rfqId: number) {
  return db.selectFrom('rfq_line').select(DEFINITION).where('rfq_id', '=', rfqId).orderBy('seqno').execute();
}

/** The id of the RFQ's first invitation, or undefined. */
export async function firstInvitationId(db: Db, rfqId: number): Promise<number | undefined> {
  const first = await db
    .selectFrom('udztb')
    .select('id')
    .where('rfq_id', '=', rfqId)
    .orderBy('id')
    .executeTakeFirst();
  return first?.id;
}

/** The definitions of an invitation's lines (never a price), by seqno. */
export function listInvitationLineDefinitions(db: Db, udztbId: number) {
  return db
    .selectFrom('udztb_line')
    .select(DEFINITION)
    .where('udztb_id', '=', udztbId)
    .orderBy('seqno')
    .execute();
}

/**
 * Gives a new invitation (no lines yet) the lines of `templateId`, another new invitation made in the
 * same transaction from the same RFQ lines by syncInvitationLines: without prices, what syncTenderLines
 * makes depends on the RFQ's lines alone, so the copy is exactly what it would write. One INSERT ...
 * SELECT in the database instead of recomputing and sending 2,000 lines per invitee (a publish to 20
 * suppliers took seconds on the embedded database).
 */
export async function copyNewInvitationLines(trx: Db, templateId: number, udztbId: number): Promise<void> {
  await trx
    .insertInto('udztb_line')
    .columns(['udztb_id', 'seqno', ...LINE_COLUMNS])
    .expression(
      trx
        .selectFrom('udztb_line')
        .select([sql<number>`${udztbId}::int`.as('udztb_id'), 'seqno', ...LINE_COLUMNS])
        .where('udztb_id', '=', templateId),
    )
    .execute();
}
