import type { ClosingSoonItem, ExpiringItem, HomeSummary } from '@tender/api-contract';
import {
  AWAITING_ACKNOWLEDGEMENT_STATUSES,
  AWAITING_SUPPLIER_STATUSES,
  addDaysToIsoDate,
  CLOSING_SOON_DAYS,
  CLOSING_SOON_MAX,
  EXPIRING_WITHIN_DAYS,
  expiryStateOf,
  todayUtc,
} from '@tender/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';

// What a supplier has to act on, for the home page (issue 6): tenders waiting for a quotation,
// tenders still waiting for it that close within CLOSING_SOON_DAYS, certificates or licences
// expired or expiring soon, and (issue 18) open tenders waiting for an acknowledgement.

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

async function countWaiting(db: Db, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('udztb')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'WTQUOTE')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The supplier's open invitations in these statuses closing after `now` (and by `until`), soonest first. */
async function openTenders(
  db: Db,
  supplierId: number,
  statuses: readonly TenderStatusColumn[],
  window: { now: Date; until?: Date },
): Promise<ClosingSoonItem[]> {
  let query = db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    // The invitation's own closing date: a negotiation round's when it has one (issue 17).
    .select(['udztb.udztbnum', 'rfq.rfqnum', 'rfq.description', 'udztb.status', 'udztb.closingdate'])
    .where('udztb.supplier_id', '=', supplierId)
    .where('udztb.status', 'in', statuses)
    .where('udztb.closingdate', '>', window.now);
  if (window.until) query = query.where('udztb.closingdate', '<=', window.until);
  const rows = await query
    .orderBy('udztb.closingdate')
    .orderBy('udztb.udztbnum')
    .limit(CLOSING_SOON_MAX)
    .execute();
  return rows.map((r) => ({
    udztbnum: r.udztbnum,
    rfqnum: r.rfqnum,
    tenderdesc: r.description,
    status: r.status,
    enddate: r.closingdate.toISOString(),
  }));
}

function closingSoon(db: Db, supplierId: number, now: Date): Promise<ClosingSoonItem[]> {
  const until = new Date(now.getTime() + CLOSING_SOON_DAYS * 86_400_000);
  return openTenders(db, supplierId, AWAITING_SUPPLIER_STATUSES, { now, until });
}

async function expiring(db: Db, supplierId: number, today: string): Promise<ExpiringItem[]> {
  const limit = addDaysToIsoDate(today, EXPIRING_WITHIN_DAYS);
  const certificates = await db
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
  const licences = await db
    .selectFrom('license_cert')
    .select(['id', 'certkey', 'description', isoDate('expirydate').as('expiry')])
    .where('supplier_id', '=', supplierId)
    .where('expirydate', '<=', limit)
    .orderBy('expirydate')
    .execute();
  const items: ExpiringItem[] = [
    ...certificates.map((c) => ({
      kind: 'certificate' as const,
      name: c.cert ? `${c.svcscope} - ${c.cert}` : c.svcscope,
      expiry: c.expiry,
      state: expiryStateOf(c.expiry, today) as ExpiringItem['state'],
      svcscopeid: c.id,
      slot: c.slot,
    })),
    ...licences.map((l) => ({
      kind: 'licence' as const,
      name: l.description ? `${l.certkey} - ${l.description}` : l.certkey,
      expiry: l.expiry,
      state: expiryStateOf(l.expiry, today) as ExpiringItem['state'],
      licensecertid: l.id,
    })),
  ];
  return items.sort((a, b) => a.expiry.localeCompare(b.expiry));
}

export async function homeSummary(db: Db, supplierId: number, now: Date = new Date()): Promise<HomeSummary> {
  const [waiting, closingsoon, certificates, awaitingack] = await Promise.all([
    countWaiting(db, supplierId),
    closingSoon(db, supplierId, now),
    expiring(db, supplierId, todayUtc(now)),
    openTenders(db, supplierId, AWAITING_ACKNOWLEDGEMENT_STATUSES, { now }),
  ]);
  return { waiting, closingsoon, certificates, awaitingack };
}
