import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SupplierRegistrationTable } from '../db/tables.ts';

// The queries of the invitations to register (table supplier_registration, migration 0019) and of the
// suppliers they are compared with. The service (registration-service.ts) decides; these read and write.

export type RegistrationRow = Selectable<SupplierRegistrationTable>;

/** A known supplier that a new company may be: by an address of one of its accounts or contacts. */
export interface KnownSupplier {
  id: number;
  code: string;
  name: string;
  email: string;
}

/** The suppliers with an account or a contact whose e-mail has this domain (lower case). */
export async function suppliersAtDomain(db: Db, domain: string): Promise<KnownSupplier[]> {
  const { rows } = await sql<KnownSupplier>`
    select s.id, s.code, s.name, lower(a.email) as email
    from supplier s
    join (
      select supplier_id, email from app_user where supplier_id is not null
      union all
      select supplier_id, email from contact
    ) a on a.supplier_id = s.id
    where split_part(lower(a.email), '@', 2) = ${domain}
    order by s.code`.execute(db);
  return rows;
}

/** The open registration (INVITED or SUBMITTED) of this e-mail, if any. */
export function openRegistrationOf(db: Db, email: string) {
  return db
    .selectFrom('supplier_registration')
    .select(['id', 'status'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('status', 'in', ['INVITED', 'SUBMITTED'])
    .executeTakeFirst();
}

export async function insertRegistration(
  db: Db,
  values: Insertable<SupplierRegistrationTable>,
): Promise<number> {
  const row = await db
    .insertInto('supplier_registration')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The registration of a link's token hash, locked until the transaction ends. */
export function registrationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('supplier_registration')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** A registration of the site, locked until the transaction ends. */
export function registrationOfSite(db: Db, siteid: string, id: number) {
  return db
    .selectFrom('supplier_registration')
    .selectAll()
    .where('id', '=', id)
    .where('siteid', '=', siteid)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRegistration(
  db: Db,
  id: number,
  values: Updateable<SupplierRegistrationTable>,
): Promise<void> {
  await db.updateTable('supplier_registration').set(values).where('id', '=', id).execute();
}

/** Whether a login id is taken: by an account, or by another registration waiting for review. */
export async function loginidTaken(db: Db, loginid: string, registrationId: number): Promise<boolean> {
  const lower = loginid.toLowerCase();
  const [user, pending] = await Promise.all([
    db.selectFrom('app_user').select('id').where(sql`lower(loginid)`, '=', lower).executeTakeFirst(),
    db
      .selectFrom('supplier_registration')
      .select('id')
      .where(sql`lower(loginid)`, '=', lower)
      .where('status', '=', 'SUBMITTED')
      .where('id', '<>', registrationId)
      .executeTakeFirst(),
  ]);
  return user !== undefined || pending !== undefined;
}

/** Whether a (normalised) BR number is a supplier's, or another registration's waiting for review. */
export async function brNumberTaken(db: Db, brnumber: string, registrationId: number): Promise<boolean> {
  const [supplier, pending] = await Promise.all([
    db.selectFrom('supplier').select('id').where('brnumber', '=', brnumber).executeTakeFirst(),
    db
      .selectFrom('supplier_registration')
      .select('id')
      .where('brnumber', '=', brnumber)
      .where('status', '=', 'SUBMITTED')
      .where('id', '<>', registrationId)
      .executeTakeFirst(),
  ]);
  return supplier !== undefined || pending !== undefined;
}

/** The registrations of a site with their RFQ and the names of who invited and decided, newest first. */
export function listRegistrations(db: Db, siteid: string, filter: { rfqnum?: string; pending?: boolean }) {
  let query = db
    .selectFrom('supplier_registration as r')
    .innerJoin('rfq', 'rfq.id', 'r.rfq_id')
    .leftJoin('app_user as inviter', 'inviter.id', 'r.invited_by')
    .leftJoin('app_user as decider', 'decider.id', 'r.decided_by')
    .leftJoin('supplier', 'supplier.id', 'r.supplier_id')
    .select([
      'r.id',
      'r.companyname',
      'r.contactname',
      'r.email',
      'r.language',
      'r.status',
      'r.flagged',
      'r.invited_at',
      'r.expires_at',
      'r.submitted_at',
      'r.decided_at',
      'r.reason',
      'r.loginid',
      'r.profile',
      'rfq.rfqnum',
      'rfq.description',
      'inviter.username as invitedby',
      'decider.username as decidedby',
      'supplier.code as suppliercode',
    ])
    .where('r.siteid', '=', siteid);
  if (filter.rfqnum !== undefined) query = query.where('rfq.rfqnum', '=', filter.rfqnum);
  if (filter.pending) query = query.where('r.status', '=', 'SUBMITTED');
  return query
    .orderBy(sql`case when r.status = 'SUBMITTED' then 0 else 1 end`)
    .orderBy('r.invited_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** A supplier code not used yet: `base`, else `base-2`, `base-3`, ... */
export async function freeSupplierCode(db: Db, base: string): Promise<string> {
  const taken = await db
    .selectFrom('supplier')
    .select('code')
    .where((eb) => eb.or([eb('code', '=', base), eb('code', 'like', `${base}-%`)]))
    .execute();
  const codes = new Set(taken.map((row) => row.code));
  for (let n = 1; ; n += 1) {
    const code = n === 1 ? base : `${base}-${n}`;
    if (!codes.has(code)) return code;
  }
}
