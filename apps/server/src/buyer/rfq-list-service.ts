import type { BuyerRfqListBody, BuyerRfqRow, BuyerRfqStage } from '@tender/api-contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { searchPattern, wholeNumber } from '../http/request-values.ts';
import type { SessionUser } from '../http/session-user.ts';

// /buyer/rfq/list: one page of the RFQs of the buyer's site with their stage and counts, in one query.
// The stage is computed in SQL exactly as rfqStage (@tender/domain) does, on the server's clock passed
// as a parameter: a PUBLISHED RFQ is OPEN until its last closing date (the greatest of its closing date
// and any invitation's negotiation closing date), then CLOSED.

const DEFAULT_PAGE_SIZE = 10;

/** The greatest negotiation closing date of the RFQ's invitations (null without a round). */
const lastNegotiation = sql<Date | null>`(select max(n.negotiation_closingdate) from udztb n where n.rfq_id = rfq.id)`;

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

/** One page of the site's RFQs: open ones first by closing date, then drafts, then the rest newest first. */
export async function listBuyerRfqs(
  db: Db,
  user: SessionUser,
  body: BuyerRfqListBody,
): Promise<{ rfqs: BuyerRfqRow[]; totalcount: number }> {
  const page = body.page === undefined ? 1 : wholeNumber(body.page);
  const pagesize = body.pagesize === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(body.pagesize);
  const pattern = searchPattern(body.str);
  const now = new Date();
  const stage = stageOf(now);

  const base = db
    .selectFrom('rfq')
    .where('rfq.siteid', '=', user.siteid)
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('rfq.rfqnum', 'ilike', pattern as string),
          eb('rfq.description', 'ilike', pattern as string),
        ]),
      ),
    );
  const staged = db
    .selectFrom(
      base
        .select([
          'rfq.id',
          'rfq.rfqnum',
          'rfq.description',
          'rfq.closingdate',
          'rfq.updated_at',
          stage.as('stage'),
          lastClosing.as('lastclosing'),
        ])
        .as('r'),
    )
    .$if(body.status !== undefined && body.status !== '', (qb) =>
      qb.where('r.stage', '=', body.status as BuyerRfqStage),
    );

  const [rows, count] = await Promise.all([
    staged
      .select([
        'r.id',
        'r.rfqnum',
        'r.description',
        'r.closingdate',
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
      ])
      .orderBy(sql`case r.stage when 'OPEN' then 0 when 'DRAFT' then 1 else 2 end`)
      .orderBy(sql`case when r.stage = 'OPEN' then r.lastclosing end`, 'asc')
      .orderBy(sql`case when r.stage = 'DRAFT' then r.updated_at end`, 'desc')
      .orderBy('r.closingdate', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pagesize)
      .offset((page - 1) * pagesize)
      .execute(),
    staged.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rfqs: rows.map((row) => ({
      rfqnum: row.rfqnum,
      description: row.description,
      status: row.stage,
      closingdate: row.closingdate.toISOString(),
      lastclosingdate: new Date(row.lastclosing).toISOString(),
      invited: row.invited,
      acknowledged: row.acknowledged,
      submitted: row.submitted,
      declined: row.declined,
      unanswered: row.unanswered,
    })),
    totalcount: count.total,
  };
}
