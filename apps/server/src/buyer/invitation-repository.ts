import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RfqInviteeTable, SupplierTable, UdztbTable } from '../db/tables.ts';

// The buyer's queries of who is and may be invited to an RFQ: the pick list (rfq_invitee), the invitations
// (udztb) and the suppliers. The services decide, these only read and write.

/** A supplier as an invitation names it. */
export type InvitedSupplier = Pick<Selectable<SupplierTable>, 'id' | 'code'>;

/** The suppliers of these codes (exactly as written). */
export function suppliersByCode(db: Db, codes: readonly string[]): Promise<InvitedSupplier[]> {
  return db.selectFrom('supplier').select(['id', 'code']).where('code', 'in', codes).execute();
}

/** Which of these suppliers are on the RFQ's pick list or have an invitation to it already. */
export async function alreadyInvited(
  trx: Db,
  rfqId: number,
  supplierIds: readonly number[],
): Promise<Set<number>> {
  const [invitees, invitations] = await Promise.all([
    trx
      .selectFrom('rfq_invitee')
      .select('supplier_id')
      .where('rfq_id', '=', rfqId)
      .where('supplier_id', 'in', supplierIds)
      .execute(),
    trx
      .selectFrom('udztb')
      .select('supplier_id')
      .where('rfq_id', '=', rfqId)
      .where('supplier_id', 'in', supplierIds)
      .execute(),
  ]);
  return new Set([...invitees, ...invitations].map((row) => row.supplier_id));
}

export async function addInvitees(trx: Db, rows: readonly Insertable<RfqInviteeTable>[]): Promise<void> {
  await trx.insertInto('rfq_invitee').values(rows).execute();
}

/** Takes the suppliers of these codes off the RFQ's pick list; answers how many were on it. */
export async function removeInvitees(trx: Db, rfqId: number, codes: readonly string[]): Promise<number> {
  const removed = await trx
    .deleteFrom('rfq_invitee')
    .where('rfq_id', '=', rfqId)
    .where('supplier_id', 'in', (eb) =>
      eb.selectFrom('supplier').select('supplier.id').where('supplier.code', 'in', codes),
    )
    .returning('supplier_id')
    .execute();
  return removed.length;
}

/** The suppliers on the RFQ's pick list, by code. */
export function listInvitees(trx: Db, rfqId: number): Promise<InvitedSupplier[]> {
  return trx
    .selectFrom('rfq_invitee')
    .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
    .select(['supplier.id', 'supplier.code'])
    .where('rfq_invitee.rfq_id', '=', rfqId)
    .orderBy('supplier.code')
    .execute();
}

/** Inserts an invitation; undefined when its number is taken. */
export async function insertInvitation(trx: Db, values: Insertable<UdztbTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto('udztb')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether the supplier has an invitation to the RFQ. */
export async function hasInvitation(trx: Db, rfqId: number, supplierId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('udztb')
    .select('id')
    .where('rfq_id', '=', rfqId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The RFQ's invitations joined with their supplier, for a query to select from. */
function invitationsOf(db: Db, rfqId: number) {
  return db
    .selectFrom('udztb')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .where('udztb.rfq_id', '=', rfqId);
}

/** One invitation of the RFQ as the buyer's changes need it. */
export type LockedInvitation = Pick<
  Selectable<UdztbTable>,
  'id' | 'udztbnum' | 'status' | 'version' | 'supplier_id' | 'inputed'
> & { suppliercode: string };

/**
 * Every invitation of the RFQ, locked (`for update`) until the transaction ends, by tender number. Read
 * after the RFQ row, always in that order, so two changes of one RFQ never deadlock.
 */
export function lockInvitations(trx: Db, rfqId: number): Promise<LockedInvitation[]> {
  return invitationsOf(trx, rfqId)
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.version',
      'udztb.supplier_id',
      'supplier.code as suppliercode',
      'udztb.inputed',
    ])
    .orderBy('udztb.udztbnum')
    .forUpdate('udztb')
    .execute();
}

/** When the invitation's audit first (or last) shows the transition. */
const auditTime = (condition: ReturnType<typeof sql<boolean>>, pick: 'min' | 'max') =>
  sql<Date | null>`(select ${sql.raw(pick)}(a.at) from audit_log a
    where a.entity = 'udztb' and a.entity_id = udztb.id::text and ${condition})`;

/** The RFQ's invitations with their supplier and when each was invited, acknowledged, declined, submitted. */
export function listInvitationHistory(db: Db, rfqId: number) {
  return invitationsOf(db, rfqId)
    .leftJoin('rfq_invitee', (join) =>
      join
        .onRef('rfq_invitee.rfq_id', '=', 'udztb.rfq_id')
        .onRef('rfq_invitee.supplier_id', '=', 'udztb.supplier_id'),
    )
    .select([
      'udztb.udztbnum',
      'supplier.code',
      'supplier.name',
      'udztb.status',
      'rfq_invitee.invited_at',
      'udztb.updated_at',
      'udztb.submitted_at',
      'udztb.inputed',
      'udztb.negotiation',
      'udztb.negotiation_closingdate',
      'udztb.amended_at',
      // Acknowledged: NEW/DRAFT to WTQUOTE.
      auditTime(sql<boolean>`a.from_status in ('NEW', 'DRAFT') and a.to_status = 'WTQUOTE'`, 'min').as(
        'acknowledged_at',
      ),
      auditTime(sql<boolean>`a.to_status = 'DECLINED'`, 'max').as('declined_at'),
      auditTime(sql<boolean>`a.to_status = 'SUBMITED'`, 'max').as('submitted_audit_at'),
    ])
    .execute();
}

/** The suppliers on the pick list without an invitation yet (a draft's), with when they were picked. */
export function listPendingInvitees(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_invitee')
    .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
    .select(['supplier.code', 'supplier.name', 'rfq_invitee.invited_at'])
    .where('rfq_invitee.rfq_id', '=', rfqId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('udztb')
            .select('udztb.id')
            .whereRef('udztb.rfq_id', '=', 'rfq_invitee.rfq_id')
            .whereRef('udztb.supplier_id', '=', 'rfq_invitee.supplier_id'),
        ),
      ),
    )
    .execute();
}

/** The invitations whose quotations are compared (see tabulation-service.ts), by supplier code. */
export function listComparedInvitations(
  db: Db,
  rfqId: number,
  statuses: { compared: readonly UdztbTable['status'][]; left: readonly UdztbTable['status'][] },
) {
  return invitationsOf(db, rfqId)
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.inputed',
      'udztb.submitted_at',
      'udztb.closingdate',
      'supplier.code as suppliercode',
      'supplier.name as suppliername',
    ])
    .where((eb) =>
      eb.or([
        eb('udztb.status', 'in', [...statuses.compared]),
        eb.and([eb('udztb.inputed', '=', true), eb('udztb.status', 'not in', [...statuses.left])]),
      ]),
    )
    .orderBy('supplier.code')
    .orderBy('udztb.udztbnum')
    .execute();
}

/** The priced values of these invitations' lines. */
export function listPricedLines(db: Db, invitationIds: readonly number[]) {
  return db
    .selectFrom('udztb_line')
    .select([
      'udztb_id',
      'seqno',
      'quantity',
      'unitprice',
      'disc',
      'totallineamount',
      'disclineamt',
      'linenotes',
    ])
    .where('udztb_id', 'in', invitationIds)
    .execute();
}

// ---- the suppliers a buyer may invite -------------------------------------------------------------------

/** A date column as YYYY-MM-DD text: a date has no time zone to shift it. */
const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The first `limit` suppliers by code whose code, name or a service scope (code or description) matches
 * the escaped ILIKE pattern; all suppliers when it is null.
 */
export function searchSupplierRows(db: Db, pattern: string | null, limit: number) {
  return db
    .selectFrom('supplier')
    .select(['supplier.id', 'supplier.code', 'supplier.name'])
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('supplier.code', 'ilike', pattern as string),
          eb('supplier.name', 'ilike', pattern as string),
          eb.exists(
            eb
              .selectFrom('svc_scope')
              .select(sql`1`.as('one'))
              .whereRef('svc_scope.supplier_id', '=', 'supplier.id')
              .where((inner) =>
                inner.or([
                  inner('svc_scope.svcscope', 'ilike', pattern as string),
                  inner('svc_scope.description', 'ilike', pattern as string),
                ]),
              ),
          ),
        ]),
      ),
    )
    .orderBy('supplier.code')
    .limit(limit)
    .execute();
}

/** These suppliers' service scopes, certificates and licences expired before `day`, and active users. */
export function supplierFacts(db: Db, ids: readonly number[], day: string) {
  return Promise.all([
    db
      .selectFrom('svc_scope')
      .select(['supplier_id', 'svcscope', 'description'])
      .where('supplier_id', 'in', ids)
      .orderBy('svcscope')
      .execute(),
    db
      .selectFrom('svc_scope_cert')
      .innerJoin('svc_scope', 'svc_scope.id', 'svc_scope_cert.svc_scope_id')
      .select([
        'svc_scope.supplier_id',
        'svc_scope_cert.cert',
        'svc_scope_cert.certdesc',
        isoDate('svc_scope_cert.certexpdate').as('expiry'),
      ])
      .where('svc_scope.supplier_id', 'in', ids)
      .where('svc_scope_cert.certexpdate', '<', day)
      .orderBy('svc_scope_cert.certexpdate')
      .execute(),
    db
      .selectFrom('license_cert')
      .select(['supplier_id', 'certkey', 'description', isoDate('expirydate').as('expiry')])
      .where('supplier_id', 'in', ids)
      .where('expirydate', '<', day)
      .orderBy('expirydate')
      .execute(),
    db
      .selectFrom('app_user')
      .select(['supplier_id', sql<number>`count(*)::int`.as('n')])
      .where('supplier_id', 'in', ids)
      .where('locked', '=', false)
      .where('email', '<>', '')
      .groupBy('supplier_id')
      .execute(),
  ]);
}
