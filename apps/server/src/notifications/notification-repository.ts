import { AWAITING_SUPPLIER_STATUSES, type Language } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';

// The notifications' queries: who a mail goes to, the invitations a mail is about, and the claims
// (invitation_mailed_at, reminder_mailed_at, cert_reminder) that make a sweep queue a notice exactly once.
// Which invitations, which statuses and when are the mail services' (*-mail.ts); each query runs in the
// transaction (`db`) it is handed.

/** A user a notification goes to, with the language it is written in. */
export interface Recipient {
  userId: number;
  supplierId: number;
  email: string;
  username: string;
  language: Language;
}

/** The users of the suppliers who can act on a mail: every account of theirs that is not locked. */
export async function activeSupplierUsers(db: Db, supplierIds: readonly number[]): Promise<Recipient[]> {
  if (supplierIds.length === 0) return [];
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'supplier_id', 'email', 'username', 'language'])
    .where('supplier_id', 'in', [...new Set(supplierIds)])
    .where('locked', '=', false)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    supplierId: row.supplier_id ?? 0,
    email: row.email,
    username: row.username,
    language: row.language,
  }));
}

/** The columns of an invitation (udztb joined with its rfq) that a notification about it reads. */
const MAILED_TENDER_COLUMNS = [
  'udztb.id',
  'udztb.rfq_id',
  'udztb.udztbnum',
  'udztb.status',
  'udztb.supplier_id',
  'rfq.rfqnum',
  // The RFQ's closing date, the same for every supplier; a negotiation round's apart (mailed-tender.ts).
  'rfq.closingdate',
  'udztb.negotiation_closingdate as roundclosingdate',
  'rfq.description',
  'rfq.tendercollectvia',
  'rfq.bidmethod',
] as const;

/**
 * The statuses in which an invitation still waits for the supplier (NEW, DRAFT, WTQUOTE, NORESPONSE), as
 * SQL literals: the partial index of migration 0006 names them, and a prepared statement's bound values
 * could not be matched against it.
 */
function awaitingStatusLiterals(): RawBuilder<TenderStatusColumn>[] {
  return AWAITING_SUPPLIER_STATUSES.map((status) => sql.lit(status));
}

/** The invitations of RFQ `rfqId` whose status is not one of `excluded`. */
export async function invitationsOfRfq(db: Db, rfqId: number, excluded: readonly TenderStatusColumn[]) {
  return db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select(MAILED_TENDER_COLUMNS)
    .where('udztb.rfq_id', '=', rfqId)
    .where('udztb.status', 'not in', excluded)
    .execute();
}

/** The question `questionId` with its answer, as an answer mail tells it. */
export async function findAnsweredQuestion(db: Db, questionId: number) {
  return db
    .selectFrom('question')
    .select(['rfq_id', 'supplier_id', 'asked_by', 'question', 'answer', 'answerall', 'answered_at'])
    .where('id', '=', questionId)
    .executeTakeFirst();
}

/**
 * The invitations of RFQ `rfqId` of supplier `supplierId`, and, with `othersNotIn`, those of every other
 * supplier whose status is not one of them; in tender number order.
 */
export async function invitationsOfQuestion(
  db: Db,
  rfqId: number,
  supplierId: number,
  othersNotIn?: readonly TenderStatusColumn[],
) {
  let invitations = db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select(MAILED_TENDER_COLUMNS)
    .where('udztb.rfq_id', '=', rfqId);
  invitations = othersNotIn
    ? invitations.where((eb) =>
        eb.or([eb('udztb.supplier_id', '=', supplierId), eb('udztb.status', 'not in', othersNotIn)]),
      )
    : invitations.where('udztb.supplier_id', '=', supplierId);
  return invitations.orderBy('udztb.udztbnum').execute();
}

/**
 * Claims (invitation_mailed_at = `now`) every invitation not announced yet that still waits for its
 * supplier and closes after `now` (only those of `only` when given), in one conditional UPDATE; answers
 * the claimed invitations with their supplier's name.
 */
export async function claimUnannouncedInvitations(db: Db, now: Date, only?: readonly number[]) {
  return db
    .updateTable('udztb')
    .from(['rfq', 'supplier'])
    .set({ invitation_mailed_at: now })
    .whereRef('rfq.id', '=', 'udztb.rfq_id')
    .whereRef('supplier.id', '=', 'udztb.supplier_id')
    .where('udztb.invitation_mailed_at', 'is', null)
    .where('udztb.status', 'in', awaitingStatusLiterals())
    .where('udztb.closingdate', '>', now)
    .$if(only !== undefined, (qb) => qb.where('udztb.id', 'in', only as number[]))
    .returning([...MAILED_TENDER_COLUMNS, 'supplier.name as suppliername'])
    .execute();
}

/**
 * Claims (reminder_mailed_at = `now`) every announced invitation not reminded yet that still waits for its
 * supplier and closes after `now` and by `until`, whose invitation went out more than `hours` before
 * closing, in one conditional UPDATE; answers the claimed invitations.
 */
export async function claimDueReminders(db: Db, now: Date, until: Date, hours: number) {
  return db
    .updateTable('udztb')
    .from('rfq')
    .set({ reminder_mailed_at: now })
    .whereRef('rfq.id', '=', 'udztb.rfq_id')
    .where('udztb.reminder_mailed_at', 'is', null)
    .where('udztb.status', 'in', awaitingStatusLiterals())
    .where('udztb.closingdate', '>', now)
    .where('udztb.closingdate', '<=', until)
    .where('udztb.invitation_mailed_at', 'is not', null)
    .where('udztb.invitation_mailed_at', '<', sql<Date>`udztb.closingdate - make_interval(hours => ${hours})`)
    .returning(MAILED_TENDER_COLUMNS)
    .execute();
}

/** The invitations `udztbIds` with their supplier's name. */
export async function invitationsWithSupplier(db: Db, udztbIds: readonly number[]) {
  return db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .select([...MAILED_TENDER_COLUMNS, 'supplier.name as suppliername'])
    .where('udztb.id', 'in', [...udztbIds])
    .execute();
}

/** One certificate or licence claimed in cert_reminder: its claim, whose, its name and expiry (YYYY-MM-DD). */
export interface ClaimedExpiry {
  claim: string;
  supplier_id: number;
  suppliername: string;
  name: string;
  expiry: string;
}

/**
 * Claims every service scope's certificate that expires from `today` to `until` (YYYY-MM-DD) and has not
 * been claimed for that expiry date yet, in one statement (cert_reminder's primary key (kind, ref_id,
 * expiry) makes a second claim a no-op, also when two servers race: the second insert waits for the first
 * and then skips the row): kind 'certificate-<slot>', ref_id the scope's id.
 */
export async function claimExpiringCertificates(db: Db, today: string, until: string) {
  const claimed = await sql<ClaimedExpiry>`
    with claimed as (
      insert into cert_reminder (kind, ref_id, expiry)
      select 'certificate-' || c.slot, c.svc_scope_id, c.certexpdate
      from svc_scope_cert c
      where c.certexpdate >= ${today}::date and c.certexpdate <= ${until}::date
      on conflict do nothing
      returning kind, ref_id, expiry
    )
    select claimed.kind || ':' || claimed.ref_id || ':' || to_char(claimed.expiry, 'YYYY-MM-DD') as claim,
           s.supplier_id, sup.name as suppliername,
           coalesce(nullif(btrim(c.cert), ''), nullif(btrim(c.certdesc), ''), s.svcscope) as name,
           to_char(claimed.expiry, 'YYYY-MM-DD') as expiry
    from claimed
    join svc_scope s on s.id = claimed.ref_id
    join svc_scope_cert c on c.svc_scope_id = s.id and 'certificate-' || c.slot = claimed.kind
    join supplier sup on sup.id = s.supplier_id
    order by sup.code, s.svcscope, c.slot`.execute(db);
  return claimed.rows;
}

/** Claims every licence that expires from `today` to `until`, as claimExpiringCertificates: kind 'licence'. */
export async function claimExpiringLicences(db: Db, today: string, until: string) {
  const claimed = await sql<ClaimedExpiry>`
    with claimed as (
      insert into cert_reminder (kind, ref_id, expiry)
      select 'licence', l.id, l.expirydate
      from license_cert l
      where l.expirydate >= ${today}::date and l.expirydate <= ${until}::date
      on conflict do nothing
      returning kind, ref_id, expiry
    )
    select claimed.kind || ':' || claimed.ref_id || ':' || to_char(claimed.expiry, 'YYYY-MM-DD') as claim,
           l.supplier_id, sup.name as suppliername,
           btrim(concat_ws(' ', nullif(btrim(l.certkey), ''), nullif(btrim(l.description), ''))) as name,
           to_char(claimed.expiry, 'YYYY-MM-DD') as expiry
    from claimed
    join license_cert l on l.id = claimed.ref_id
    join supplier sup on sup.id = l.supplier_id
    order by sup.code, l.certkey, l.id`.execute(db);
  return claimed.rows;
}

/** A staff user a mail goes to, in their language. */
export interface StaffRecipient {
  userId: number;
  email: string;
  username: string;
  language: Language;
}

/** The approvers of the site who can be mailed (staff, role approver, not locked), but `except`. */
export async function siteApprovers(db: Db, siteid: string, except: number): Promise<StaffRecipient[]> {
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'username', 'language'])
    .where('siteid', '=', siteid)
    .where('supplier_id', 'is', null)
    .where((eb) => eb(eb.val('approver'), '=', eb.fn.any('roles')))
    .where('locked', '=', false)
    .where('email', '<>', '')
    .where('id', '<>', except)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    username: row.username,
    language: row.language,
  }));
}

/** One staff user as a mail names them (any state: the proposer of an award is told its rejection). */
export async function staffRecipient(db: Db, userId: number): Promise<StaffRecipient | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'username', 'language'])
    .where('id', '=', userId)
    .where('email', '<>', '')
    .executeTakeFirst();
  return row && { userId: row.id, email: row.email, username: row.username, language: row.language };
}
