import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { OPENING_COLUMNS } from './tender-seal.ts';

// The one way to find "the caller's tender": every query of one tender (udztb joined with its
// RFQ) starts from `tendersInScope`, so no caller can reach another supplier's or another site's.

/**
 * Which tenders a caller may read or change: a supplier only its own, whatever ids the request
 * names; staff only those of RFQs at their own site.
 */
export type TenderScope = { kind: 'supplier'; supplierId: number } | { kind: 'site'; siteid: string };

/** One tender by its number (the saves and the pages) or by its id (the workflow, documents). */
export type TenderKey = { udztbnum: string } | { id: number };

export function scopeOf(caller: { supplierId: number | null; siteid: string }): TenderScope {
  return caller.supplierId === null
    ? { kind: 'site', siteid: caller.siteid }
    : { kind: 'supplier', supplierId: caller.supplierId };
}

const LARGEST_ID = 2_147_483_647;

/** Whether the key can name a row at all: an id outside `integer` is nobody's tender. */
export function isPossibleKey(key: TenderKey): boolean {
  return !('id' in key) || (Number.isSafeInteger(key.id) && key.id >= 1 && key.id <= LARGEST_ID);
}

/** The tenders within the scope, joined with their RFQ (`udztb`, `rfq`), for a query to narrow. */
export function tendersInScope(db: Db, scope: TenderScope) {
  const joined = db.selectFrom('udztb').innerJoin('rfq', 'rfq.id', 'udztb.rfq_id');
  return scope.kind === 'supplier'
    ? joined.where('udztb.supplier_id', '=', scope.supplierId)
    : joined.where('rfq.siteid', '=', scope.siteid);
}

/** What the services need of one tender: its header and the terms of its RFQ. */
export interface Tender {
  id: number;
  udztbnum: string;
  status: TenderStatusColumn;
  version: number;
  rfqId: number;
  /** The invitation's closing date: a negotiation round's when it has one (issue 17). */
  closingdate: Date;
  tendercollectvia: string;
  bidmethod: string;
  /** The RFQ's stored status (DRAFT, PUBLISHED, AWARDED, CANCELLED): the seal's phase reads it. */
  rfqStatus: string;
  /** The RFQ's opening quorum and how many different people have unsealed (issue 29): the seal reads them. */
  openingQuorum: number;
  unsealCount: number;
  /** The RFQ's price negotiation, or the invitation's negotiation round (issue 17). */
  pricenegotiation: boolean;
  hassiteinspection: boolean;
  inputed: boolean;
  /** When its supplier submitted it online (the receipt; kept when an amendment asks again), or null. */
  submittedAt: Date | null;
  attendedall: boolean;
  commentstojll: string;
  rfqnum: string;
  /** The RFQ's description and currency, for the submission's receipt. */
  tenderdesc: string;
  currency: string | null;
}

/**
 * One tender within the scope, or undefined, also when it exists outside the scope (so its
 * existence is not revealed). With `lock`, the row is locked (`for update`) until the transaction ends,
 * so concurrent changes of one tender run one after the other.
 */
export async function findTender(
  db: Db,
  scope: TenderScope,
  key: TenderKey,
  opts: { lock?: boolean } = {},
): Promise<Tender | undefined> {
  if (!isPossibleKey(key)) return undefined;
  return tendersInScope(db, scope)
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.version',
      'rfq.id as rfqId',
      // The invitation's own closing date: the RFQ's, or its negotiation round's (migration 0009).
      'udztb.closingdate',
      'rfq.tendercollectvia',
      'rfq.bidmethod',
      'rfq.status as rfqStatus',
      sql<boolean>`(rfq.pricenegotiation or udztb.negotiation)`.as('pricenegotiation'),
      'rfq.hassiteinspection',
      'udztb.inputed',
      'udztb.submitted_at as submittedAt',
      'udztb.attendedall',
      'udztb.commentstojll',
      'rfq.rfqnum',
      'rfq.description as tenderdesc',
      'rfq.currency',
      ...OPENING_COLUMNS,
    ])
    .where((eb) => ('id' in key ? eb('udztb.id', '=', key.id) : eb('udztb.udztbnum', '=', key.udztbnum)))
    .$if(opts.lock === true, (qb) => qb.forUpdate('udztb'))
    .executeTakeFirst();
}

/** The header fields a change may set; the version and `updated_at` are set by the update itself. */
export interface TenderChange {
  status?: TenderStatusColumn;
  inputed?: boolean;
  attendedall?: boolean;
  reminder?: boolean;
  commentstojll?: string;
  /** The receipt of an online submission (migration 0003). */
  submitted_at?: Date;
  submitted_by?: number;
  submission_ref?: string;
}
