import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCalls, daysFromNow, login, rfqInput, user } from './helpers/buyer-rfq-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33 across its items: last year's RFQ, with its criteria, copied; the copy cannot be scheduled
// before its closing date is set; once set, it is scheduled and published by the worker at its time with
// the criteria it was copied with, its invitations unpriced. Each item has its own suite; this one checks
// that they meet.

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'YR-A', name: 'Year Alpha Ltd' },
    { code: 'YR-B', name: 'Year Beta Ltd' },
  ],
  users: [
    user('yr-buyer', 'Yvonne Buyer', { siteid: 'HKHQ', roles: ['buyer'] }),
    user('yr-a', 'Ann Year', { supplier: 'YR-A', siteid: 'HKHQ' }),
    user('yr-b', 'Bo Year', { supplier: 'YR-B', siteid: 'HKHQ' }),
  ],
};

const CRITERIA = [
  { criterion: 'price', name: '', weight: 70 },
  { criterion: 'c1', name: 'Response time', weight: 30 },
];

describe.each(bothDatabases)("a buyer's year of tenders on %s", (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let calls: ReturnType<typeof buyerCalls>;
  const post = (path: string, body: unknown) => server.post<{ data: Row }>(`/buyer${path}`, body, buyer);

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url });
    await server.importFixture(fixture);
    buyer = await login(server, sink, 'yr-buyer');
    calls = buyerCalls(server);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('copies last year, refuses a schedule until the closing date is set, then publishes on time', async () => {
    // Last year's tender, with criteria, published.
    const saved = await calls.save(buyer, rfqInput({ description: 'Pest control 2026', criteria: CRITERIA }));
    expect(saved.code).toBe(0);
    const last = String(saved.data?.rfqnum);
    expect((await calls.invite(buyer, last, ['YR-A', 'YR-B'])).code).toBe(0);
    expect((await calls.publish(buyer, last)).code).toBe(0);

    // Copied: the criteria come along, the closing date does not.
    const copied = await post('/rfq/copy', { rfqnum: last });
    expect(copied.code).toBe(0);
    const rfqnum = String(copied.data.rfqnum);
    const detail = (await calls.detail(buyer, rfqnum)).data as Row & { version: number; lines: unknown };
    expect(detail).toMatchObject({ status: 'DRAFT', closingdateset: false, publishat: null });
    expect(detail.criteria).toEqual([
      expect.objectContaining({ criterion: 'price', weight: 70 }),
      expect.objectContaining({ criterion: 'c1', name: 'Response time', weight: 30 }),
    ]);

    // Not schedulable before the closing date is set: publish's own refusal.
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await post('/rfq/schedule', { rfqnum, publishat: at })).code).toBe(5600002);

    const set = await calls.save(
      buyer,
      {
        rfqnum,
        description: 'Pest control 2027',
        closingdate: daysFromNow(14),
        tendercollectvia: 'Online',
        bidmethod: 'Online',
        lines: detail.lines,
      },
      detail.version,
    );
    expect(set.code).toBe(0);
    expect((await post('/rfq/schedule', { rfqnum, publishat: at })).code).toBe(0);

    // Its time comes: the worker publishes it, with the criteria, to both suppliers, unpriced.
    const db = server.built.ctx.db;
    await db
      .updateTable('rfq')
      .set({ publish_at: new Date(Date.now() - 1000) })
      .where('rfqnum', '=', rfqnum)
      .execute();
    await server.built.schedules.drain();
    await server.built.ctx.tasks.idle();
    const published = (await calls.detail(buyer, rfqnum)).data as Row;
    expect(published).toMatchObject({ status: 'OPEN', publishat: null });
    expect(published.criteria).toEqual(detail.criteria);
    const invitations = await db
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(['udztb.id'])
      .where('rfq.rfqnum', '=', rfqnum)
      .execute();
    expect(invitations).toHaveLength(2);
    const priced = await db
      .selectFrom('udztb_line')
      .select('udztb_line.unitprice')
      .where(
        'udztb_line.udztb_id',
        'in',
        invitations.map((i) => i.id),
      )
      .where('udztb_line.unitprice', 'is not', null)
      .execute();
    expect(priced).toEqual([]);
  });
});
