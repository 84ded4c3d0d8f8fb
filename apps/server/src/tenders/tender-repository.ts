import type { TenderListOrder } from '@tender/api-contract';
import { TENDER_STATUSES, type TenderStatus } from '@tender/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { QueryShapes } from '../db/query-shapes.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { type TenderScope, tendersInScope } from './tender-scope.ts';
import { OPENING_COLUMNS } from './tender-seal.ts';

// Queries over tenders (udztb) joined with their RFQ and supplier. Every read takes the caller's
// scope, so no query can return another supplier's (or another site's) tender.

export interface TenderListRow {
  udztbid: number;
  udztbnum: string;
  rfqnum: string;
  suppliercode: string;
  suppliername: string;
  siteid: string;
  tenderdesc: string;
  status: TenderStatusColumn;
  closingdate: Date;
}

export interface TenderHeaderRow extends TenderListRow {
  tendercollectvia: string;
  bidmethod: string;
  contact1: string;
  email1: string;
  phone1: string;
  contact2: string;
  email2: string;
  phone2: string;
  remark: string;
  pricenegotiation: boolean;
  hassiteinspection: boolean;
  /** How many site inspections the RFQ lists. */
  siteinspections: number;
  inputed: boolean;
  attendedall: boolean;
  reminder: boolean;
  commentstojll: string;
  version: number;
  alldownloaded: boolean;
  /** The receipt of an online submission (null before it) and the RFQ's own currency, if any. */
  submitted_at: Date | null;
  submittedby: string | null;
  submission_ref: string | null;
  currency: string | null;
  /** When the buyer last amended the RFQ (migration 0009); null: never. */
  amended_at: Date | null;
  /** How quotations are evaluated (issue 33, migration 0018), price first; empty: on price alone. */
  criteria: { criterion: string; name: string; weight: number }[];
}

/** What the list search keeps: these statuses, and (when not blank) a LIKE pattern on number and description. */
export interface TenderFilter {
  statuses: readonly TenderStatus[];
  /** An already escaped `%...%` pattern, or null for no search. */
  pattern: string | null;
}

/** The tenders within the scope with their RFQ and supplier (the one scope-aware lookup, joined). */
function scopedTenders(db: Db, scope: TenderScope) {
  return tendersInScope(db, scope).innerJoin('supplier', 'supplier.id', 'udztb.supplier_id');
}

/** The columns of a row of the tender list (TenderListRow): every list of tenders selects these. */
export const LIST_COLUMNS = [
  'udztb.id as udztbid',
  'udztb.udztbnum',
  'rfq.rfqnum',
  'supplier.code as suppliercode',
  'supplier.name as suppliername',
  'rfq.siteid',
  'rfq.description as tenderdesc',
  'udztb.status',
  // The invitation's own closing date: the RFQ's, or its negotiation round's (issue 17).
  'udztb.closingdate',
] as const;

/**
 * The tenders a filter keeps, read from udztb alone: the copies of the RFQ's closing date and search
 * text (migration 0002) let a supplier's page of ids and count come from one index. A site's scope is the
 * tenders of its RFQs.
 */
function matchingTenders(db: Db, scope: TenderScope, filter: TenderFilter) {
  const { pattern } = filter;
  return (
    db
      .selectFrom('udztb')
      // Every status selected (the usual list) needs no test: the column's check allows no other.
      .$if(filter.statuses.length < TENDER_STATUSES.length, (qb) =>
        qb.where('udztb.status', 'in', [...filter.statuses]),
      )
      .where((eb) =>
        scope.kind === 'supplier'
          ? eb('udztb.supplier_id', '=', scope.supplierId)
          : eb(
              'udztb.rfq_id',
              'in',
              db.selectFrom('rfq').select('rfq.id').where('rfq.siteid', '=', scope.siteid),
            ),
      )
      .$if(pattern !== null, (qb) => qb.where(sql<boolean>`udztb.search_text like lower(${pattern})`))
  );
}

/** A page of the list: its size, where it starts, and the order (default: latest closing date first). */
export interface TenderPage {
  size: number;
  offset: number;
  order?: TenderListOrder;
}

/**
 * The list's order: latest closing date first, then by tender number, so pages are stable; or exactly the
 * reverse of both, so the one index (supplier_id, closingdate desc, udztbnum) serves it read backwards.
 */
function orderOf(order: TenderListOrder | undefined) {
  return order === 'closing-asc'
    ? { closing: 'asc' as const, number: 'desc' as const }
    : { closing: 'desc' as const, number: 'asc' as const };
}

/** The ids of one page in the list's order. */
function pageOfIds(db: Db, scope: TenderScope, filter: TenderFilter, page: TenderPage) {
  const order = orderOf(page.order);
  return matchingTenders(db, scope, filter)
    .select('udztb.id')
    .orderBy('udztb.closingdate', order.closing)
    .orderBy('udztb.udztbnum', order.number)
    .limit(page.size)
    .offset(page.offset);
}

/**
 * One page of tenders in list order. The query is exported unexecuted so the benchmark's bare
 * baseline runs exactly this SQL.
 */
export function listTenderRowsQuery(db: Db, scope: TenderScope, filter: TenderFilter, page: TenderPage) {
  const order = orderOf(page.order);
  return db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .select(LIST_COLUMNS)
    .where('udztb.id', 'in', pageOfIds(db, scope, filter, page))
    .orderBy('udztb.closingdate', order.closing)
    .orderBy('udztb.udztbnum', order.number);
}

// The hot reads run compiled once per shape (db/query-shapes.ts): the scope's kind and whether there is a
// search decide the SQL text, the scope's id, statuses, pattern and page only fill it. The list's order
// changes the text too, so it is a choice of the list's shape (the count has none).
type ScopeShape = { scope: TenderScope['kind'] };
type ListShape = ScopeShape & { search: boolean };
type PageShape = ListShape & { order: TenderListOrder };
type ListValues = {
  scope: number | string;
  statuses: TenderStatus[];
  pattern: string | null;
  size: number;
  offset: number;
};

function scopeOf(shape: ScopeShape, value: number | string): TenderScope {
  return shape.scope === 'supplier'
    ? { kind: 'supplier', supplierId: value as number }
    : { kind: 'site', siteid: value as string };
}

function scopeValue(scope: TenderScope): number | string {
  return scope.kind === 'supplier' ? scope.supplierId : scope.siteid;
}

function listShapeOf(scope: TenderScope, filter: TenderFilter): ListShape {
  return { scope: scope.kind, search: filter.pattern !== null };
}

function listValuesOf(scope: TenderScope, filter: TenderFilter, page = { size: 0, offset: 0 }): ListValues {
  return { scope: scopeValue(scope), statuses: [...filter.statuses], pattern: filter.pattern, ...page };
}

function filterOf(shape: ListShape, v: ListValues): TenderFilter {
  return { statuses: v.statuses, pattern: shape.search ? v.pattern : null };
}

const listShapes = new QueryShapes((db, shape: PageShape, v: ListValues) =>
  listTenderRowsQuery(db, scopeOf(shape, v.scope), filterOf(shape, v), {
    size: v.size,
    offset: v.offset,
    order: shape.order,
  }),
);

export async function listTenderRows(
  db: Db,
  scope: TenderScope,
  filter: TenderFilter,
  page: TenderPage,
): Promise<TenderListRow[]> {
  if (filter.statuses.length === 0) return [];
  const shape = { ...listShapeOf(scope, filter), order: page.order ?? 'closing-desc' };
  return listShapes.execute(db, shape, listValuesOf(scope, filter, { size: page.size, offset: page.offset }));
}

export function countTenderRowsQuery(db: Db, scope: TenderScope, filter: TenderFilter) {
  return matchingTenders(db, scope, filter).select(sql<number>`count(*)::int`.as('total'));
}

const countShapes = new QueryShapes((db, shape: ListShape, v: ListValues) =>
  countTenderRowsQuery(db, scopeOf(shape, v.scope), filterOf(shape, v)),
);

export async function countTenderRows(db: Db, scope: TenderScope, filter: TenderFilter): Promise<number> {
  if (filter.statuses.length === 0) return 0;
  const row = await countShapes.executeTakeFirst(db, listShapeOf(scope, filter), listValuesOf(scope, filter));
  if (!row) throw new Error('count returned no row');
  return row.total;
}

/** The header of one tender within the scope, or undefined (also when it exists outside the scope). */
export async function findTenderHeader(
  db: Db,
  scope: TenderScope,
  udztbnum: string,
): Promise<TenderHeaderRow | undefined> {
  return headerShapes.executeTakeFirst(db, { scope: scope.kind }, { scope: scopeValue(scope), udztbnum });
}

type OneTender = { scope: number | string; udztbnum: string };

const headerShapes = new QueryShapes((db, shape: ScopeShape, v: OneTender) =>
  tenderHeaderQuery(db, scopeOf(shape, v.scope), v.udztbnum),
);

function tenderHeaderQuery(db: Db, scope: TenderScope, udztbnum: string) {
  return scopedTenders(db, scope)
    .leftJoin('app_user as submitter', 'submitter.id', 'udztb.submitted_by')
    .where('udztb.udztbnum', '=', udztbnum)
    .select(LIST_COLUMNS)
    .select([
      'rfq.tendercollectvia',
      'rfq.bidmethod',
      'rfq.contact1',
      'rfq.email1',
      'rfq.phone1',
      'rfq.contact2',
      'rfq.email2',
      'rfq.phone2',
      'rfq.remark',
      sql<boolean>`(rfq.pricenegotiation or udztb.negotiation)`.as('pricenegotiation'),
      'rfq.hassiteinspection',
      'udztb.inputed',
      'udztb.attendedall',
      'udztb.reminder',
      'udztb.commentstojll',
      'udztb.version',
      'udztb.submitted_at',
      'submitter.username as submittedby',
      'udztb.submission_ref',
      'rfq.currency',
      'udztb.amended_at',
    ])
    .select(
      sql<boolean>`not exists (
        select 1 from document d
        where d.ownertable = 'RFQ' and d.ownerid = rfq.id
          and not exists (
            select 1 from document_download dd where dd.document_id = d.id and dd.supplier_id = udztb.supplier_id
          )
      )`.as('alldownloaded'),
    )
    .select(
      sql<number>`(select count(*)::int from site_inspection si where si.rfq_id = rfq.id)`.as(
        'siteinspections',
      ),
    )
    .select(
      sql<TenderHeaderRow['criteria']>`coalesce((
        select json_agg(json_build_object('criterion', c.criterion, 'name', c.name, 'weight', c.weight)
                        order by c.position)
        from rfq_criterion c where c.rfq_id = rfq.id
      ), '[]'::json)`.as('criteria'),
    );
}

export function findTenderIdQuery(db: Db, scope: TenderScope, udztbnum: string) {
  return scopedTenders(db, scope).where('udztb.udztbnum', '=', udztbnum).select('udztb.id');
}

const idShapes = new QueryShapes((db, shape: ScopeShape, v: OneTender) =>
  findTenderIdQuery(db, scopeOf(shape, v.scope), v.udztbnum),
);

/** The id of one tender within the scope, or undefined. */
export async function findTenderId(
  db: Db,
  scope: TenderScope,
  udztbnum: string,
): Promise<number | undefined> {
  const row = await idShapes.executeTakeFirst(
    db,
    { scope: scope.kind },
    { scope: scopeValue(scope), udztbnum },
  );
  return row?.id;
}

/** Staff lookup by supplier code and RFQ number (both exact, any case) among the RFQs of their site. */
export async function findSiteTenders(
  db: Db,
  siteid: string,
  suppliercode: string,
  rfqnum: string,
): Promise<TenderListRow[]> {
  return scopedTenders(db, { kind: 'site', siteid })
    .where(sql<boolean>`lower(supplier.code) = lower(${suppliercode})`)
    .where(sql<boolean>`lower(rfq.rfqnum) = lower(${rfqnum})`)
    .select(LIST_COLUMNS)
    .orderBy('rfq.closingdate', 'desc')
    .orderBy('udztb.udztbnum', 'asc')
    .limit(100)
    .execute();
}

/** What the seal reads of one tender by id (no scope: the caller has found it already). */
export function findClosingTerms(db: Db, udztbId: number) {
  return db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select(['udztb.closingdate', 'rfq.tendercollectvia', 'rfq.bidmethod', 'rfq.status as rfqStatus'])
    .select(OPENING_COLUMNS)
    .where('udztb.id', '=', udztbId)
    .executeTakeFirst();
}
