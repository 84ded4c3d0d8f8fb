import type { SupplierMatch, TenderListItem } from '@tender/api-contract';
import { HARD_COPY_WAITING_PAGE_SIZE, HARD_COPY_WAITING_STATUSES, SUPPLIER_LOOKUP_MAX } from '@tender/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';
import { searchPattern } from '../http/request-values.ts';
import { LIST_COLUMNS, presentListItem, type TenderListRow, tendersInScope } from '../tenders/index.ts';

// Staff aids on /tenders (issue 18): the hard-copy tenders of their site still waiting for the paper
// quote's prices, and a supplier's code found by part of its name. Both stay within the staff user's
// site (the session's, never the request's); client text reaches SQL only as a bound, escaped pattern.

/** collect via or bid method HardCopy in any case, as isHardCopyTender (@tender/domain) reads it. */
const hardCopy = (column: 'rfq.tendercollectvia' | 'rfq.bidmethod') =>
  sql<boolean>`lower(btrim(${sql.ref(column)})) = ${'hardcopy'}`;

/** The site's hard-copy invitations not yet inputted, in a status that takes a paper quote. */
function waitingHardCopies(db: Db, siteid: string) {
  return tendersInScope(db, { kind: 'site', siteid })
    .where('udztb.inputed', '=', false)
    .where('udztb.status', 'in', HARD_COPY_WAITING_STATUSES)
    .where((eb) => eb.or([hardCopy('rfq.tendercollectvia'), hardCopy('rfq.bidmethod')]));
}

/** One page of them, earliest closing date first (paper that came in first), and how many there are. */
export async function listWaitingHardCopies(
  db: Db,
  siteid: string,
  page: number,
): Promise<{ rows: TenderListItem[]; totalcount: number }> {
  const [rows, count] = await Promise.all([
    waitingHardCopies(db, siteid)
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .select(LIST_COLUMNS)
      // The invitation's own closing date, as the list shows it: a negotiation round's when it has one.
      .orderBy('udztb.closingdate', 'asc')
      .orderBy('udztb.udztbnum', 'asc')
      .limit(HARD_COPY_WAITING_PAGE_SIZE)
      .offset((page - 1) * HARD_COPY_WAITING_PAGE_SIZE)
      .execute(),
    waitingHardCopies(db, siteid).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row: TenderListRow) => presentListItem(row)), totalcount: count.total };
}

/** Whether the supplier is invited to a tender of the site. */
const invitedAt = (siteid: string) => (eb: ExpressionBuilder<Database, 'supplier'>) =>
  eb.exists(
    eb
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(sql`1`.as('one'))
      .whereRef('udztb.supplier_id', '=', 'supplier.id')
      .where('rfq.siteid', '=', siteid),
  );

/**
 * Suppliers invited to tenders of the site whose name or code contains the text, literally and in any
 * case; names that start with it first. Blank text finds nobody.
 */
export async function findSuppliers(db: Db, siteid: string, text: string): Promise<SupplierMatch[]> {
  const contains = searchPattern(text);
  if (contains === null) return [];
  // searchPattern escaped \, % and _ with a backslash, LIKE's default escape: they match themselves.
  const startsWith = contains.slice(1);
  return db
    .selectFrom('supplier')
    .select(['supplier.code as suppliercode', 'supplier.name as suppliername'])
    .where(invitedAt(siteid))
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(supplier.name) like lower(${contains})`,
        sql<boolean>`lower(supplier.code) like lower(${contains})`,
      ]),
    )
    .orderBy(sql`case when lower(supplier.name) like lower(${startsWith}) then 0 else 1 end`)
    .orderBy('supplier.name')
    .orderBy('supplier.code')
    .limit(SUPPLIER_LOOKUP_MAX)
    .execute();
}
