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
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import {
  countWaiting,
  expiringCertificateRows,
  expiringLicenceRows,
  openTenderRows,
} from './home-repository.ts';

// What a supplier has to act on, for the home page (issue 6): tenders waiting for a quotation,
// tenders still waiting for it that close within CLOSING_SOON_DAYS, certificates or licences
// expired or expiring soon, and (issue 18) open tenders waiting for an acknowledgement.

/** The supplier's open invitations in these statuses closing after `now` (and by `until`), soonest first. */
async function openTenders(
  db: Db,
  supplierId: number,
  statuses: readonly TenderStatusColumn[],
  window: { now: Date; until?: Date },
): Promise<ClosingSoonItem[]> {
  const rows = await openTenderRows(db, supplierId, statuses, window, CLOSING_SOON_MAX);
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
  const certificates = await expiringCertificateRows(db, supplierId, limit);
  const licences = await expiringLicenceRows(db, supplierId, limit);
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
