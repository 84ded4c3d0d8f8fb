import type { BuyerRfqStage } from '@tender/api-contract';
import { type Insertable, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RfqRevisionTable, RfqTable, SiteInspectionTable } from '../db/tables.ts';
import { newActivityCount } from '../notifications/index.ts';

// The buyer's queries of the RFQ itself and what hangs on it (site inspections, revisions, attachments,
// mails, audit, questions): the services decide, these only read and write. Every read of one RFQ is
// narrowed to the buyer's site by the service that found it (rfq-scope.ts).

/** An RFQ row as stored. */
export type RfqRow = Selectable<RfqTable>;

/**
 * The RFQ by its number or id within the site, or undefined; `lock` locks it until the transaction ends.
 * The lock is FOR NO KEY UPDATE: it serialises the changes of one RFQ as FOR UPDATE did, but lets a row
 * that refers to the RFQ be inserted meanwhile (a foreign key's check takes FOR KEY SHARE). A supplier's
 * submit locks its invitation, then records the buyers' notice (rfq_activity -> rfq); an amendment locks
 * the RFQ, then the invitations: with FOR UPDATE the two deadlocked on PostgreSQL (buyer-races).
 */
export function findRfqRow(
  db: Db,
  siteid: string,
  key: { rfqnum: string } | { id: number },
  lock: boolean,
): Promise<RfqRow | undefined> {
  return db
    .selectFrom('rfq')
    .selectAll('rfq')
    .where((eb) => ('id' in key ? eb('rfq.id', '=', key.id) : eb('rfq.rfqnum', '=', key.rfqnum)))
    .where('rfq.siteid', '=', siteid)
    .$if(lock, (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

/** The greatest negotiation closing date of the RFQ's invitations, or null without a round. */
export async function lastNegotiationClosing(db: Db, rfqId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('udztb')
    .select(sql<Date | null>`max(udztb.negotiation_closingdate)`.as('last'))
    .where('udztb.rfq_id', '=', rfqId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** Inserts a new RFQ; undefined when its number is taken. */
export async function insertRfq(trx: Db, values: Insertable<RfqTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto('rfq')
    .values(values)
    .onConflict((oc) => oc.column('rfqnum').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The greatest number after `prefix` among the RFQ numbers `<prefix><digits>`, or 0. */
export async function greatestNumberAfter(trx: Db, prefix: string): Promise<number> {
  // The position is typed: an untyped parameter makes `substring(x from $1)` the regular-expression form
  // (the tail matching the pattern '11'), and the greatest number was then missed from B0012 on.
  const start = sql`${prefix.length + 1}::int`;
  const last = await trx
    .selectFrom('rfq')
    .select(sql<number | null>`max(substring(rfqnum from ${start})::int)`.as('n'))
    .where('rfqnum', 'like', `${prefix}%`)
    .where(sql<boolean>`substring(rfqnum from ${start}) ~ '^[0-9]{1,9}$'`)
    .executeTakeFirst();
  return last?.n ?? 0;
}

/** Whether RFQ attachments were added or removed after `since`. */
export async function documentsChangedSince(trx: Db, rfqId: number, since: Date): Promise<boolean> {
  const added = await trx
    .selectFrom('document')
    .select('id')
    .where('ownertable', '=', 'RFQ')
    .where('ownerid', '=', rfqId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (added) return true;
  const removed = await trx
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'document')
    .where('action', '=', 'document.delete')
    .where('at', '>', since)
    .where(sql<boolean>`detail->>'ownertable' = 'RFQ' and detail->>'ownerid' = ${String(rfqId)}`)
    .executeTakeFirst();
  return removed !== undefined;
}

/** When the RFQ's last revision was made, or null before its first. */
export async function lastRevisionAt(trx: Db, rfqId: number): Promise<Date | null> {
  const row = await trx
    .selectFrom('rfq_revision')
    .select(sql<Date | null>`max(changed_at)`.as('at'))
    .where('rfq_id', '=', rfqId)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function insertRevision(trx: Db, values: Insertable<RfqRevisionTable>): Promise<void> {
  await trx.insertInto('rfq_revision').values(values).execute();
}

/** The RFQ's revisions, newest first, with the buyer who made each. */
export function listRevisions(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_revision')
    .leftJoin('app_user', 'app_user.id', 'rfq_revision.changed_by')
    .select([
      'rfq_revision.revision',
      'rfq_revision.reason',
      'app_user.username',
      'rfq_revision.changed_at',
      'rfq_revision.changes',
    ])
    .where('rfq_revision.rfq_id', '=', rfqId)
    .orderBy('rfq_revision.revision', 'desc')
    .execute();
}

/** A site inspection of the RFQ as stored, without its keys. */
export type InspectionRow = Omit<Selectable<SiteInspectionTable>, 'id' | 'rfq_id'>;

export function readSiteInspections(db: Db, rfqId: number): Promise<InspectionRow[]> {
  return db
    .selectFrom('site_inspection')
    .select(['buildingcode', 'buildingname', 'contact', 'email', 'phone', 'arrangementdetails', 'replydate'])
    .where('rfq_id', '=', rfqId)
    .orderBy('buildingcode')
    .execute();
}

/** Makes the RFQ's site inspections exactly `rows` (kept by building code, others removed). */
export async function replaceSiteInspections(
  trx: Db,
  rfqId: number,
  rows: readonly InspectionRow[],
): Promise<void> {
  const codes = rows.map((s) => s.buildingcode);
  await trx
    .deleteFrom('site_inspection')
    .where('rfq_id', '=', rfqId)
    .$if(codes.length > 0, (qb) => qb.where('buildingcode', 'not in', codes))
    .execute();
  for (const row of rows) {
    const { buildingcode: _key, ...fields } = row;
    await trx
      .insertInto('site_inspection')
      .values({ rfq_id: rfqId, ...row })
      .onConflict((oc) => oc.columns(['rfq_id', 'buildingcode']).doUpdateSet(fields))
      .execute();
  }
}

/** The RFQ's attachments by file name. */
export function listRfqDocuments(db: Db, rfqId: number) {
  return db
    .selectFrom('document')
    .select(['id', 'filename', 'description', 'filetype', 'size', 'created_at'])
    .where('ownertable', '=', 'RFQ')
    .where('ownerid', '=', rfqId)
    .orderBy('filename')
    .execute();
}

/** The mails about the RFQ in the outbox, newest first, at most `limit`: queued, sent or failed with the relay's answer. */
export function listMails(db: Db, rfqId: number, limit: number) {
  return db
    .selectFrom('mail_outbox as m')
    .leftJoin('supplier', 'supplier.id', 'm.supplier_id')
    .leftJoin('app_user', 'app_user.id', 'm.user_id')
    .select([
      'm.created_at',
      'm.kind',
      'm.email',
      'm.state',
      'm.sent_at',
      'm.attempts',
      'm.last_error',
      'supplier.code',
      'app_user.username',
    ])
    .where('m.rfq_id', '=', rfqId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The audit of the RFQ (its buyer actions and its attachments) and of its invitations' status changes,
 * newest first, at most `limit`. A supplier's many draft saves are left out: they change no status. Three
 * lookups, each by the index on (entity, entity_id) (the invitations' through their ids), joined by UNION
 * ALL: one query with OR across them read the whole audit log (a sequential scan, 0.1 s per million).
 */
export function listAudit(db: Db, rfqId: number, limit: number) {
  const columns = [
    'audit_log.id',
    'audit_log.at',
    'audit_log.user_id',
    'audit_log.action',
    'audit_log.entity',
    'audit_log.from_status',
    'audit_log.to_status',
    'audit_log.comment',
    'audit_log.detail',
    sql<string | null>`audit_log.detail->>'filename'`.as('filename'),
  ] as const;
  const ofRfq = db
    .selectFrom('audit_log')
    .select([...columns, sql<string | null>`null`.as('udztbnum')])
    .where('audit_log.entity', '=', 'rfq')
    .where('audit_log.entity_id', '=', String(rfqId));
  const ofInvitations = db
    .selectFrom('udztb')
    .innerJoin('audit_log', (join) =>
      join.on('audit_log.entity', '=', 'udztb').on(sql<boolean>`audit_log.entity_id = udztb.id::text`),
    )
    .select([...columns, sql<string | null>`udztb.udztbnum`.as('udztbnum')])
    .where('udztb.rfq_id', '=', rfqId)
    .where((eb) =>
      eb.or([
        sql<boolean>`audit_log.from_status is distinct from audit_log.to_status`,
        eb('audit_log.action', 'like', 'rfq.%'),
      ]),
    );
  const ofDocuments = db
    .selectFrom('audit_log')
    .select([...columns, sql<string | null>`null`.as('udztbnum')])
    .where('audit_log.entity', '=', 'document')
    .where(sql<boolean>`audit_log.detail->>'ownertable' = 'RFQ'`)
    .where(sql<boolean>`audit_log.detail->>'ownerid' = ${String(rfqId)}`);
  return db
    .selectFrom(ofRfq.unionAll(ofInvitations).unionAll(ofDocuments).as('e'))
    .leftJoin('app_user', 'app_user.id', 'e.user_id')
    .select([
      'e.at',
      'app_user.username',
      'e.action',
      'e.entity',
      'e.udztbnum',
      'e.from_status',
      'e.to_status',
      'e.comment',
      'e.detail',
      'e.filename',
    ])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

// ---- the site's list ------------------------------------------------------------------------------------
// The stage is computed in SQL exactly as rfqStage (@tender/domain) does, on the server's clock passed as a
// parameter: a PUBLISHED RFQ is OPEN until its last closing date (the greatest of its closing date and any
// invitation's negotiation closing date), then CLOSED.

/** The greatest negotiation closing date of the RFQ's invitations (null without a round). */
const lastNegotiation = sql<Date | null>`(select max(n.negotiation_closingdate) from udztb n
  where n.rfq_id = rfq.id)`;

/** The last closing date: greatest() ignores the null of an RFQ without a negotiation round. */
const lastClosing = sql<Date>`greatest(rfq.closingdate, ${lastNegotiation})`;

function stageOf(now: Date): RawBuilder<BuyerRfqStage> {
  return sql<BuyerRfqStage>`case
    when rfq.status = 'DRAFT' then 'DRAFT'
    when rfq.status = 'AWARDED' then 'AWARDED'
    when rfq.status = 'CANCELLED' then 'CANCELLED'
    when ${now}::timestamptz < ${lastClosing} then 'OPEN'
    else 'CLOSED' end`;
}

/** What the list keeps: the site, a search pattern (escaped, or null) and a stage (or all). */
export interface RfqListFilter {
  siteid: string;
  pattern: string | null;
  stage: BuyerRfqStage | undefined;
  now: Date;
}

function stagedRfqs(db: Db, filter: RfqListFilter) {
  const { pattern } = filter;
  const base = db
    .selectFrom('rfq')
    .where('rfq.siteid', '=', filter.siteid)
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('rfq.rfqnum', 'ilike', pattern as string),
          eb('rfq.description', 'ilike', pattern as string),
        ]),
      ),
    );
  return db
    .selectFrom(
      base
        .select([
          'rfq.id',
          'rfq.rfqnum',
          'rfq.description',
          'rfq.closingdate',
          'rfq.closingdate_set',
          'rfq.updated_at',
          'rfq.publish_at',
          stageOf(filter.now).as('stage'),
          lastClosing.as('lastclosing'),
        ])
        .as('r'),
    )
    .$if(filter.stage !== undefined, (qb) => qb.where('r.stage', '=', filter.stage as BuyerRfqStage));
}

/**
 * One page of the site's RFQs with their counts: open ones first by closing date, then drafts, then the
 * rest newest first.
 */
export function listRfqPage(
  db: Db,
  filter: RfqListFilter & { viewer: number },
  page: { size: number; offset: number },
) {
  return stagedRfqs(db, filter)
    .select([
      'r.id',
      'r.rfqnum',
      'r.description',
      'r.closingdate',
      'r.closingdate_set',
      'r.publish_at',
      'r.stage',
      'r.lastclosing',
      sql<number>`(select count(*)::int from (
        select i.supplier_id from rfq_invitee i where i.rfq_id = r.id
        union select u.supplier_id from udztb u where u.rfq_id = r.id) s)`.as('invited'),
      sql<number>`(select count(*)::int from udztb c where c.rfq_id = r.id
        and c.status in ('WTQUOTE', 'SUBMITED', 'AWARDED', 'LOST'))`.as('acknowledged'),
      sql<number>`(select count(*)::int from udztb c where c.rfq_id = r.id
        and c.status in ('SUBMITED', 'AWARDED', 'LOST'))`.as('submitted'),
      sql<number>`(select count(*)::int from udztb c where c.rfq_id = r.id and c.status = 'DECLINED')`.as(
        'declined',
      ),
      sql<number>`(select count(*)::int from question q where q.rfq_id = r.id and btrim(q.answer) = '')`.as(
        'unanswered',
      ),
      newActivityCount(filter.viewer, 'r').as('unseen'),
    ])
    .orderBy(sql`case r.stage when 'OPEN' then 0 when 'DRAFT' then 1 else 2 end`)
    .orderBy(sql`case when r.stage = 'OPEN' then r.lastclosing end`, 'asc')
    .orderBy(sql`case when r.stage = 'DRAFT' then r.updated_at end`, 'desc')
    .orderBy('r.closingdate', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
}

export async function countRfqs(db: Db, filter: RfqListFilter): Promise<number> {
  const row = await stagedRfqs(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

// ---- questions on the site's RFQs -----------------------------------------------------------------------

const UNANSWERED = sql<boolean>`btrim(question.answer) = ''`;

/** What the inbox keeps: the site, one RFQ (or all), the unanswered only or all. */
export interface QuestionFilter {
  siteid: string;
  rfqId?: number | undefined;
  unanswered: boolean;
}

function siteQuestions(db: Db, filter: QuestionFilter) {
  return db
    .selectFrom('question')
    .innerJoin('rfq', 'rfq.id', 'question.rfq_id')
    .where('rfq.siteid', '=', filter.siteid)
    .$if(filter.rfqId !== undefined, (qb) => qb.where('question.rfq_id', '=', filter.rfqId ?? 0))
    .$if(filter.unanswered, (qb) => qb.where(UNANSWERED));
}

/** One page of them, unanswered first, then newest first, with the asking supplier and user. */
export function listQuestionPage(db: Db, filter: QuestionFilter, page: { size: number; offset: number }) {
  return siteQuestions(db, filter)
    .innerJoin('supplier', 'supplier.id', 'question.supplier_id')
    .leftJoin('app_user as asker', 'asker.id', 'question.asked_by')
    .select([
      'question.id',
      'rfq.rfqnum',
      'rfq.description',
      'supplier.code as suppliercode',
      'supplier.name as suppliername',
      'asker.username as askedby',
      'question.question',
      'question.createdate',
      'question.answer',
      'question.answerall',
      'question.answered_at',
    ])
    .orderBy(sql`case when ${UNANSWERED} then 0 else 1 end`)
    .orderBy('question.createdate', 'desc')
    .orderBy('question.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
}

export async function countQuestions(db: Db, filter: QuestionFilter): Promise<number> {
  const row = await siteQuestions(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** A question on an RFQ of the site, with its RFQ's id; undefined for any other. */
export function findSiteQuestion(db: Db, siteid: string, questionId: number) {
  return db
    .selectFrom('question')
    .innerJoin('rfq', 'rfq.id', 'question.rfq_id')
    .select(['question.id', 'rfq.id as rfqId'])
    .where('question.id', '=', questionId)
    .where('rfq.siteid', '=', siteid)
    .executeTakeFirst();
}

/** Takes the RFQ off its scheduled publication (issue 33), without a new version: an uninvite's. */
export async function clearSchedule(trx: Db, rfqId: number): Promise<void> {
  await trx.updateTable('rfq').set({ publish_at: null, publish_by: null }).where('id', '=', rfqId).execute();
}
