import type { Language } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ActivityKind, NoticeMode } from '../db/tables.ts';

// The queries of the buyers' notices (issue 35, item 13): the supplier actions recorded (rfq_activity),
// who is told of them, what each buyer has not looked at yet (rfq_seen), and the claim of a daily digest
// (notice_digest). Nothing here reads a price: a notice says who did what, and when.

/** One supplier action as recorded. */
export interface NewActivity {
  rfqId: number;
  udztbId: number | null;
  supplierId: number;
  userId: number | null;
  kind: ActivityKind;
  at: Date;
}

export async function insertActivity(db: Db, activity: NewActivity): Promise<number> {
  const row = await db
    .insertInto('rfq_activity')
    .values({
      rfq_id: activity.rfqId,
      udztb_id: activity.udztbId,
      supplier_id: activity.supplierId,
      user_id: activity.userId,
      kind: activity.kind,
      at: activity.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A buyer a notice goes to, in their language, with how they want to hear. */
export interface BuyerRecipient {
  userId: number;
  email: string;
  username: string;
  language: Language;
  mode: NoticeMode;
}

/**
 * Whether buyer `u` (an app_user alias) is told of RFQ `r`'s activity: a buyer of the RFQ's site who made
 * the RFQ, or any buyer of the site when its maker is not a buyer there who can be told (an imported RFQ
 * names none; its maker may have left, been locked or lost the role), so no notice falls on the floor.
 */
function toldOf(u: string, r: string): RawBuilder<boolean> {
  const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
  return sql<boolean>`(${col(u, 'siteid')} = ${col(r, 'siteid')} and (${col(r, 'created_by')} = ${col(u, 'id')}
    or not exists (select 1 from app_user maker where maker.id = ${col(r, 'created_by')}
      and maker.siteid = ${col(r, 'siteid')} and 'buyer' = any(maker.roles)
      and not maker.locked and maker.email <> '')))`;
}

/** The buyers told of RFQ `rfqId`'s activity (toldOf), who can be mailed. */
export async function buyersOfRfq(db: Db, rfqId: number): Promise<BuyerRecipient[]> {
  const rows = await db
    .selectFrom('app_user as u')
    .innerJoin('rfq as r', (join) => join.on('r.id', '=', rfqId))
    .select(['u.id', 'u.email', 'u.username', 'u.language', 'u.notice_mode'])
    .where(sql<boolean>`'buyer' = any(u.roles)`)
    .where('u.supplier_id', 'is', null)
    .where('u.locked', '=', false)
    .where('u.email', '<>', '')
    .where(toldOf('u', 'r'))
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    username: row.username,
    language: row.language,
    mode: row.notice_mode,
  }));
}

/** One recorded action as a notice tells it: the tender, the supplier, who and when; never an amount. */
export interface ToldActivity {
  id: number;
  kind: ActivityKind;
  at: Date;
  rfqId: number;
  rfqnum: string;
  description: string;
  udztbnum: string | null;
  suppliercode: string;
  suppliername: string;
  /** Who did it ('' when unknown): one of the supplier, or the group's staff for a paper one. */
  actor: string;
  /** Done by the group's staff from the supplier's paper (a hard-copy tender's quotation or decline). */
  paper: boolean;
}

function activities(db: Db) {
  return db
    .selectFrom('rfq_activity as a')
    .innerJoin('rfq', 'rfq.id', 'a.rfq_id')
    .innerJoin('supplier', 'supplier.id', 'a.supplier_id')
    .leftJoin('udztb', 'udztb.id', 'a.udztb_id')
    .leftJoin('app_user as actor', 'actor.id', 'a.user_id')
    .select([
      'a.id',
      'a.kind',
      'a.at',
      'a.rfq_id as rfqId',
      'rfq.rfqnum',
      'rfq.description',
      'udztb.udztbnum',
      'supplier.code as suppliercode',
      'supplier.name as suppliername',
      sql<string>`coalesce(actor.username, '')`.as('actor'),
      sql<boolean>`(actor.id is not null and actor.supplier_id is null)`.as('paper'),
    ]);
}

export async function findActivity(db: Db, id: number): Promise<ToldActivity | undefined> {
  return activities(db).where('a.id', '=', id).executeTakeFirst();
}

/** The activity buyer `userId` is told of, after `from` and up to `until`, by RFQ number then time. */
export async function activitiesFor(
  db: Db,
  userId: number,
  from: Date,
  until: Date,
): Promise<ToldActivity[]> {
  return activities(db)
    .innerJoin('app_user as u', (join) => join.on('u.id', '=', userId))
    .where('a.at', '>', from)
    .where('a.at', '<=', until)
    .where(toldOf('u', 'rfq'))
    .orderBy('rfq.rfqnum')
    .orderBy('a.at')
    .orderBy('a.id')
    .execute();
}

/** A buyer whose digest of one day this server claimed, and since when it tells (null: its first). */
export interface ClaimedDigest {
  userId: number;
  email: string;
  username: string;
  language: Language;
  until: Date;
  since: Date | null;
}

/**
 * Claims the digest of `day` (YYYY-MM-DD, the portal's local date) for every buyer who asked for one and
 * can be mailed, in one statement: notice_digest's primary key (user_id, day) makes a second claim a no-op,
 * also when two servers race (the second insert waits for the first, then skips the row). Each claim
 * covers up to `until`; `since` is what the buyer's previous digest covered.
 */
export async function claimDigests(db: Db, day: string, until: Date): Promise<ClaimedDigest[]> {
  const claimed = await sql<ClaimedDigest>`
    with claimed as (
      insert into notice_digest (user_id, day, until)
      select u.id, ${day}::date, ${until}::timestamptz
      from app_user u
      where u.notice_mode = 'digest' and 'buyer' = any(u.roles) and u.supplier_id is null
        and not u.locked and u.email <> ''
      on conflict do nothing
      returning user_id, until
    )
    select claimed.user_id as "userId", u.email, u.username, u.language, claimed.until,
           (select max(d.until) from notice_digest d
             where d.user_id = claimed.user_id and d.day < ${day}::date) as since
    from claimed join app_user u on u.id = claimed.user_id
    order by u.id`.execute(db);
  return claimed.rows.map((row) => ({
    ...row,
    until: new Date(row.until),
    since: row.since === null ? null : new Date(row.since),
  }));
}

/** How many actions on RFQ `rfq` (an alias) came after user `userId` last opened its page. */
export function newActivityCount(userId: number, rfq: string): RawBuilder<number> {
  return sql<number>`(select count(*)::int from rfq_activity a where a.rfq_id = ${sql.ref(`${rfq}.id`)}
    and a.at > coalesce((select s.seen_at from rfq_seen s where s.user_id = ${userId}
      and s.rfq_id = ${sql.ref(`${rfq}.id`)}), '-infinity'::timestamptz))`;
}

/** The actions on the RFQs of site `siteid` that user `userId` has not looked at yet, and on how many RFQs. */
export async function unseenActivity(
  db: Db,
  userId: number,
  siteid: string,
): Promise<{ count: number; rfqs: number }> {
  const row = await db
    .selectFrom('rfq')
    .select(newActivityCount(userId, 'rfq').as('n'))
    .where('rfq.siteid', '=', siteid)
    .where(sql<boolean>`exists (select 1 from rfq_activity e where e.rfq_id = rfq.id)`)
    .execute();
  const counts = row.map((r) => r.n).filter((n) => n > 0);
  return { count: counts.reduce((a, b) => a + b, 0), rfqs: counts.length };
}

/** Records that user `userId` has looked at RFQ `rfqId` now. */
export async function markRfqSeen(db: Db, userId: number, rfqId: number, at: Date): Promise<void> {
  await db
    .insertInto('rfq_seen')
    .values({ user_id: userId, rfq_id: rfqId, seen_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'rfq_id']).doUpdateSet({ seen_at: at }))
    .execute();
}
