import { HARD_COPY_WAITING_STATUSES, SUPPLIER_LOOKUP_MAX } from '@tender/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';
import { LIST_COLUMNS, type TenderListRow, tendersInScope } from '../tenders/index.ts';

// The staff aids' queries (staff-aids.ts decides what they are asked). Both stay within the site they
// are given; client text reaches them only as a bound, escaped pattern.

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

/** One page of them in the tender list's columns, earliest closing date first. */
export function listWaitingHardCopyRows(
  db: Db,
  siteid: string,
  page: { size: number; offset: number },
): Promise<TenderListRow[]> {
  return (
    waitingHardCopies(db, siteid)
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .select(LIST_COLUMNS)
      // The invitation's own closing date, as the list shows it: a negotiation round's when it has one.
      .orderBy('udztb.closingdate', 'asc')
      .orderBy('udztb.udztbnum', 'asc')
      .limit(page.size)
      .offset(page.offset)
      .execute()
  );
}

/** How many of them there are. */
export async function countWaitingHardCopies(db: Db, siteid: string): Promise<number> {
  const count = await waitingHardCopies(db, siteid)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return count.total;
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
 * Suppliers invited to tenders of the site whose name or code matches the LIKE pattern `contains`, in any
 * case; names that match `startsWith` first.
 */
export function findSupplierRows(db: Db, siteid: string, contains: string, startsWith: string) {
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

/** The supplier a tender (invitation) is of. */
export async function supplierOfTender(db: Db, udztbId: number): Promise<number> {
  const row = await db
    .selectFrom('udztb')
    .select('supplier_id')
    .where('id', '=', udztbId)
    .executeTakeFirstOrThrow();
  return row.supplier_id;
}
