import { BID_STATUSES, LOSING_BID_STATUSES, WINNING_BID_STATUSES } from '@tender/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';

// The supplier home's queries (home-dashboard.ts, home-summary.ts decide what they show). The figures
// read udztb alone through the tender list's index (supplier_id, closingdate desc, udztbnum) include
// (id, status, ...): an index-only scan of the supplier's entries.

const countIn = (statuses: readonly string[]) =>
  sql<number>`(count(*) filter (where status in (${sql.join(statuses)})))::int`;

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Total tenders, bids, winning and losing bids of one supplier, in one query. */
export function countBidFigures(db: Db, supplierId: number) {
  return db
    .selectFrom('udztb')
    .select([
      sql<number>`count(*)::int`.as('tenders'),
      countIn(BID_STATUSES).as('bids'),
      countIn(WINNING_BID_STATUSES).as('wins'),
      countIn(LOSING_BID_STATUSES).as('losses'),
    ])
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
}

/** How many of a supplier's tenders wait for a quotation (WTQUOTE). */
export async function countWaiting(db: Db, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('udztb')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'WTQUOTE')
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * At most `limit` of the supplier's invitations in these statuses closing after `now` (and by `until`),
 * soonest first.
 */
export async function openTenderRows(
  db: Db,
  supplierId: number,
  statuses: readonly TenderStatusColumn[],
  window: { now: Date; until?: Date },
  limit: number,
) {
  let query = db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    // The invitation's own closing date: a negotiation round's when it has one (issue 17).
    .select(['udztb.udztbnum', 'rfq.rfqnum', 'rfq.description', 'udztb.status', 'udztb.closingdate'])
    .where('udztb.supplier_id', '=', supplierId)
    .where('udztb.status', 'in', statuses)
    .where('udztb.closingdate', '>', window.now);
  if (window.until) query = query.where('udztb.closingdate', '<=', window.until);
  return query.orderBy('udztb.closingdate').orderBy('udztb.udztbnum').limit(limit).execute();
}

/** The supplier's service scope certificates expiring by `limit` (a date), soonest first. */
export function expiringCertificateRows(db: Db, supplierId: number, limit: string) {
  return db
    .selectFrom('svc_scope_cert')
    .innerJoin('svc_scope', 'svc_scope.id', 'svc_scope_cert.svc_scope_id')
    .select([
      'svc_scope.id',
      'svc_scope.svcscope',
      'svc_scope_cert.slot',
      'svc_scope_cert.cert',
      isoDate('svc_scope_cert.certexpdate').as('expiry'),
    ])
    .where('svc_scope.supplier_id', '=', supplierId)
    .where('svc_scope_cert.certexpdate', '<=', limit)
    .orderBy('svc_scope_cert.certexpdate')
    .execute();
}

/** The supplier's licences expiring by `limit` (a date), soonest first. */
export function expiringLicenceRows(db: Db, supplierId: number, limit: string) {
  return db
    .selectFrom('license_cert')
    .select(['id', 'certkey', 'description', isoDate('expirydate').as('expiry')])
    .where('supplier_id', '=', supplierId)
    .where('expirydate', '<=', limit)
    .orderBy('expirydate')
    .execute();
}
