import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// The queries of the supplier record (issue 33, item 5). Every one takes the supplier's id and, for
// tenders, the caller's site: another site's tenders are never read. Amounts are summed in SQL, exactly
// (numeric), per quotation; what a buyer may see of them is decided by the seal in the service.

/** A sum line's autocal (a plus-separated list of seq numbers), as packages/domain autocal.ts reads it. */
const SUM_LINE = '^\\s*\\d+\\s*(\\+\\s*\\d+\\s*)*$';
/** The statuses of a completed work order (COMP, then CLOSE once the buyer closes it). */
const COMPLETED_WORK_ORDER = ['COMP', 'CLOSE'];

export function findSupplierByCode(db: Db, code: string) {
  return db.selectFrom('supplier').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * The supplier's invitations to tenders of `siteid` whose RFQ closes at or after `since` (still open ones
 * too), latest closing first, each with its RFQ's terms of opening, when the invitation reached the
 * supplier, and the sums of its entry lines (neither headers nor sum lines): the quotation (discounted
 * amounts, else totals) and the lines it won.
 */
export function listRecordTenders(db: Db, supplierId: number, siteid: string, since: Date) {
  const amount = sql`coalesce(l.disclineamt, l.totallineamount)`;
  const entryLines = (awardedOnly: boolean) =>
    sql`from udztb_line l where l.udztb_id = udztb.id and not l.header and l.autocal !~ ${SUM_LINE}${
      awardedOnly ? sql` and l.awarded` : sql``
    }`;
  return db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .leftJoin('rfq_invitee', (join) =>
      join
        .onRef('rfq_invitee.rfq_id', '=', 'udztb.rfq_id')
        .onRef('rfq_invitee.supplier_id', '=', 'udztb.supplier_id'),
    )
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.inputed',
      'udztb.closingdate',
      'udztb.submitted_at',
      'rfq.rfqnum',
      'rfq.description',
      'rfq.currency',
      'rfq.status as rfqstatus',
      'rfq.opening_quorum',
      'rfq.closingdate as rfqclosingdate',
      // Invited while a draft: reached the supplier at publishing; invited later: at its own invitation.
      sql<Date | null>`greatest(rfq.published_at, rfq_invitee.invited_at)`.as('invited_at'),
      sql<number>`(select count(distinct u.user_id)::int from rfq_unseal u where u.rfq_id = rfq.id)`.as(
        'unsealers',
      ),
      sql<string | null>`(select sum(${amount})::text ${entryLines(false)})`.as('amount'),
      sql<string | null>`(select sum(${amount})::text ${entryLines(true)})`.as('wonamount'),
      sql<number>`(select count(*)::int ${entryLines(true)})`.as('wonlines'),
    ])
    .where('udztb.supplier_id', '=', supplierId)
    .where('rfq.siteid', '=', siteid)
    .where('rfq.closingdate', '>=', since)
    .orderBy('rfq.closingdate', 'desc')
    .orderBy('udztb.udztbnum')
    .execute();
}

/** The supplier's work orders completed (COMP or CLOSE) since `since` (by finish, else status date). */
export async function countCompletedWorkOrders(db: Db, supplierId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('work_order')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('supplier_id', '=', supplierId)
    .where('status', 'in', COMPLETED_WORK_ORDER)
    .where(sql<Date>`coalesce(actfinish, statusdate, createdate)`, '>=', since)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Which of these RFQs of the site have criteria (issue 33): the ones a past evaluation can be read of. */
export async function rfqsWithCriteria(
  db: Db,
  siteid: string,
  rfqnums: readonly string[],
): Promise<Set<string>> {
  if (rfqnums.length === 0) return new Set();
  const rows = await db
    .selectFrom('rfq')
    .select('rfq.rfqnum')
    .where('rfq.siteid', '=', siteid)
    .where('rfq.rfqnum', 'in', [...rfqnums])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('rfq_criterion')
          .select('rfq_criterion.rfq_id')
          .whereRef('rfq_criterion.rfq_id', '=', 'rfq.id'),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.rfqnum));
}
