import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// Plain queries over the profile tables. Every query takes the supplier id, so none can reach another
// supplier's rows. Dates are read as YYYY-MM-DD text: a date has no time zone to shift it.

const isoDate = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export function findSupplier(db: Db, supplierId: number) {
  return db.selectFrom('supplier').selectAll().where('id', '=', supplierId).executeTakeFirstOrThrow();
}

export interface SupplierChanges {
  addressline1?: string;
  addressline2?: string;
  addressline3?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  fax?: string;
  homepage?: string;
}

export async function updateSupplier(db: Db, supplierId: number, changes: SupplierChanges): Promise<void> {
  await db
    .updateTable('supplier')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', supplierId)
    .execute();
}

export function listContacts(db: Db, supplierId: number) {
  return db.selectFrom('contact').selectAll().where('supplier_id', '=', supplierId).orderBy('id').execute();
}

export interface ScopeRow {
  id: number;
  svcscope: string;
  description: string;
}

export interface CertificateRow {
  svc_scope_id: number;
  slot: number;
  cert: string;
  certdesc: string;
  certid: string;
  certexpdate: string | null;
}

export function listScopes(db: Db, supplierId: number, scopeId?: number): Promise<ScopeRow[]> {
  let query = db
    .selectFrom('svc_scope')
    .select(['id', 'svcscope', 'description'])
    .where('supplier_id', '=', supplierId);
  if (scopeId !== undefined) query = query.where('id', '=', scopeId);
  return query.orderBy('svcscope').execute();
}

export function listCertificates(db: Db, scopeIds: number[]): Promise<CertificateRow[]> {
  if (scopeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('svc_scope_cert')
    .select(['svc_scope_id', 'slot', 'cert', 'certdesc', 'certid', isoDate('certexpdate').as('certexpdate')])
    .where('svc_scope_id', 'in', scopeIds)
    .orderBy('svc_scope_id')
    .orderBy('slot')
    .execute();
}

export interface CertificateChange {
  slot: number;
  cert?: string;
  certdesc?: string;
  certid?: string;
  /** null clears the date. */
  certexpdate?: string | null;
}

/** Writes one certificate slot: the given fields of an existing slot, or a new slot with them. */
export async function upsertCertificate(db: Db, scopeId: number, change: CertificateChange): Promise<void> {
  const { slot, ...fields } = change;
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const insert = db.insertInto('svc_scope_cert').values({ svc_scope_id: scopeId, slot, ...values });
  await (Object.keys(values).length === 0
    ? insert.onConflict((oc) => oc.columns(['svc_scope_id', 'slot']).doNothing())
    : insert.onConflict((oc) => oc.columns(['svc_scope_id', 'slot']).doUpdateSet(values))
  ).execute();
}

export interface LicenceRow {
  id: number;
  certkey: string;
  description: string;
  expirydate: string | null;
}

export function listLicences(db: Db, supplierId: number, licenceId?: number): Promise<LicenceRow[]> {
  let query = db
    .selectFrom('license_cert')
    .select(['id', 'certkey', 'description', isoDate('expirydate').as('expirydate')])
    .where('supplier_id', '=', supplierId);
  if (licenceId !== undefined) query = query.where('id', '=', licenceId);
  return query.orderBy('certkey').execute();
}

export async function updateLicence(
  db: Db,
  supplierId: number,
  licenceId: number,
  changes: { description?: string; expirydate?: string | null },
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const result = await db
    .updateTable('license_cert')
    .set(changes)
    .where('id', '=', licenceId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the service scope (svc_scope) or the licence (license_cert) of this id is the supplier's. */
export async function isSuppliers(
  db: Db,
  table: 'svc_scope' | 'license_cert',
  supplierId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return row !== undefined;
}
