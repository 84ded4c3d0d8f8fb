import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable, RfqTemplateTable } from '../db/tables.ts';

// The queries of copies and templates (issue 33): who may still be invited, the files of an owner, the
// site's templates. The services (rfq-copy-service.ts, template-service.ts) decide.

/** A supplier of some codes: whether it can still receive an invitation (an unlocked account with an e-mail). */
export function invitableSuppliers(db: Db, codes: readonly string[]) {
  return db
    .selectFrom('supplier')
    .select([
      'supplier.id',
      'supplier.code',
      'supplier.name',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('app_user')
              .select(sql`1`.as('one'))
              .whereRef('app_user.supplier_id', '=', 'supplier.id')
              .where('app_user.locked', '=', false)
              .where('app_user.email', '<>', ''),
          )
          .as('invitable'),
    ])
    .where('supplier.code', 'in', codes)
    .execute();
}

/** The codes of every supplier invited to the RFQ: its pick list and its invitations (an import's too). */
export async function invitedCodes(db: Db, rfqId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('supplier')
    .select('supplier.code')
    .where((eb) =>
      eb.or([
        eb(
          'supplier.id',
          'in',
          eb.selectFrom('rfq_invitee').select('supplier_id').where('rfq_id', '=', rfqId),
        ),
        eb('supplier.id', 'in', eb.selectFrom('udztb').select('supplier_id').where('rfq_id', '=', rfqId)),
      ]),
    )
    .orderBy('supplier.code')
    .execute();
  return rows.map((row) => row.code);
}

/** An owner's files as a copy needs them (the buyer's attachments: no supplier's). */
export function ownerFiles(db: Db, ownertable: DocumentOwnerTable, ownerid: number) {
  return db
    .selectFrom('document')
    .select(['atttype', 'filename', 'description', 'filetype', 'size', 'storage_key'])
    .where('ownertable', '=', ownertable)
    .where('ownerid', '=', ownerid)
    .where('supplier_id', 'is', null)
    .orderBy('filename')
    .execute();
}

export type OwnerFile = Awaited<ReturnType<typeof ownerFiles>>[number];

/** Removes an owner's document rows; answers their storage keys (to remove once committed). */
export async function deleteOwnerFiles(
  trx: Db,
  ownertable: DocumentOwnerTable,
  ownerid: number,
): Promise<string[]> {
  const rows = await trx
    .deleteFrom('document')
    .where('ownertable', '=', ownertable)
    .where('ownerid', '=', ownerid)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** The site's template of that name (any case), locked until the transaction ends. */
export function findTemplateByName(trx: Db, siteid: string, name: string) {
  return trx
    .selectFrom('rfq_template')
    .select(['id'])
    .where('siteid', '=', siteid)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .forUpdate()
    .executeTakeFirst();
}

/** The site's template of that id, or undefined. */
export function findTemplate(db: Db, siteid: string, id: number) {
  return db
    .selectFrom('rfq_template')
    .select(['id', 'name', 'content'])
    .where('siteid', '=', siteid)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertTemplate(trx: Db, values: Insertable<RfqTemplateTable>): Promise<number> {
  const row = await trx.insertInto('rfq_template').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(
  trx: Db,
  id: number,
  values: { name: string; content: string; updated_by: number },
): Promise<void> {
  await trx
    .updateTable('rfq_template')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the site's template; false when there was none. */
export async function deleteTemplate(trx: Db, siteid: string, id: number): Promise<boolean> {
  const row = await trx
    .deleteFrom('rfq_template')
    .where('siteid', '=', siteid)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The site's templates by name, with what each holds. */
export function listTemplates(db: Db, siteid: string) {
  return db
    .selectFrom('rfq_template as t')
    .leftJoin('app_user as u', 'u.id', 't.updated_by')
    .select([
      't.id',
      't.name',
      't.updated_at',
      sql<string>`coalesce(t.content->'fields'->>'description', '')`.as('description'),
      sql<number>`coalesce(jsonb_array_length(t.content->'lines'), 0)`.as('lines'),
      sql<number>`coalesce(jsonb_array_length(t.content->'suppliers'), 0)`.as('suppliers'),
      sql<number>`(select count(*)::int from document d
        where d.ownertable = 'TEMPLATE' and d.ownerid = t.id)`.as('documents'),
      sql<string>`coalesce(u.username, '')`.as('updatedby'),
    ])
    .where('t.siteid', '=', siteid)
    .orderBy(sql`lower(t.name)`)
    .execute();
}
