import { WORK_ORDER_TYPE } from '@tender/domain';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { WorkOrderTable } from '../db/tables.ts';

// Queries over work orders. Every one takes the caller's supplier id, so no query can reach another
// supplier's work order.

export type WorkOrderRow = Selectable<WorkOrderTable>;

export interface WorkOrderFilter {
  /** An already escaped `%...%` pattern on number, description and location, or null for no search. */
  pattern: string | null;
  /** Exact (any case) work order and asset numbers, or null. */
  wonum: string | null;
  assetnum: string | null;
}

function ownWorkOrders(db: Db, supplierId: number, filter: WorkOrderFilter) {
  const { pattern, wonum, assetnum } = filter;
  return db
    .selectFrom('work_order')
    .where('supplier_id', '=', supplierId)
    .where('worktype', '=', WORK_ORDER_TYPE)
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('wonum', 'ilike', pattern as string),
          eb('description', 'ilike', pattern as string),
          eb('locationdesc', 'ilike', pattern as string),
        ]),
      ),
    )
    .$if(wonum !== null, (qb) => qb.where(sql<boolean>`lower(wonum) = lower(${wonum})`))
    .$if(assetnum !== null, (qb) => qb.where(sql<boolean>`lower(assetnum) = lower(${assetnum})`));
}

/** One page of the supplier's work orders, newest first (then by id, so pages are stable). */
export function listWorkOrders(
  db: Db,
  supplierId: number,
  filter: WorkOrderFilter,
  page: { size: number; offset: number },
): Promise<WorkOrderRow[]> {
  return ownWorkOrders(db, supplierId, filter)
    .selectAll()
    .orderBy('createdate', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
}

export async function countWorkOrders(db: Db, supplierId: number, filter: WorkOrderFilter): Promise<number> {
  const row = await ownWorkOrders(db, supplierId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The supplier's work order of this number, or undefined (also when it is another supplier's). */
export function findWorkOrder(db: Db, supplierId: number, wonum: string): Promise<WorkOrderRow | undefined> {
  return db
    .selectFrom('work_order')
    .selectAll()
    .where('supplier_id', '=', supplierId)
    .where('worktype', '=', WORK_ORDER_TYPE)
    .where('wonum', '=', wonum)
    .executeTakeFirst();
}

/**
 * Locks the supplier's work order (`for update`) until the transaction ends, so two submits of one
 * work order run one after the other; undefined when it is not this supplier's.
 */
export function lockWorkOrder(
  trx: Db,
  supplierId: number,
  id: number,
): Promise<Pick<WorkOrderRow, 'id' | 'wonum' | 'status' | 'workflowowner'> | undefined> {
  return trx
    .selectFrom('work_order')
    .select(['id', 'wonum', 'status', 'workflowowner'])
    .where('supplier_id', '=', supplierId)
    .where('worktype', '=', WORK_ORDER_TYPE)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves a locked work order on: new status (dated now), finished now if not already, workflow handed on. */
export async function moveWorkOrder(trx: Db, id: number, status: string, finishes: boolean): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('work_order')
    .set((eb) => ({
      status,
      statusdate: now,
      workflowowner: false,
      ...(finishes ? { actfinish: eb.fn.coalesce('actfinish', eb.val(now)) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** One of the supplier's work orders (its id and whether the supplier owns its workflow), or undefined. */
export function findOwnWorkOrder(db: Db, supplierId: number, id: number) {
  return db
    .selectFrom('work_order')
    .select(['id', 'workflowowner'])
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}
