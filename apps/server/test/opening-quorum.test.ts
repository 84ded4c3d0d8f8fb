import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole, setSiteThreshold } from '../src/auth/admin-service.ts';
import { getTabulation } from '../src/buyer/tabulation-service.ts';
import type { SessionUser } from '../src/http/session-user.ts';
import { getTenderLines } from '../src/tenders/tender-read-service.ts';
import { BOQ, buyerCalls, daysFromNow, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { rfqAudit, setClosing } from './helpers/outcome-fixture.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 29, opening with two people: an RFQ with openingquorum 2 stays sealed after closing (the
// tabulation, a negotiation round and the award answer 5600022; the line views show no price) until two
// different buyers or approvers of its site have each called /buyer/rfq/unseal; the same person twice
// counts once, two at once both count, each unseal is in the history. The quorum is fixed once
// published (5600015, the save and the import). A site's own approval threshold from the import's
// sites[] and the admin command reads back through the detail.

const PASSWORD = 'Quorum#2026open';

type Row = Record<string, unknown>;
type Unseal = {
  required: number;
  sealed: boolean;
  awaiting: number;
  unsealedby: Array<{ username: string }>;
};
type Reply<T = Row> = { code: number; message?: string; data: T };

const user = (loginid: string, username: string, extra: Row = {}) => ({
  loginid,
  username,
  email: `${loginid}@example.com`,
  password: PASSWORD,
  siteid: 'HKHQ',
  emailverified: true,
  ...extra,
});

const priced = (udztbnum: string, rfqnum: string, supplier: string, unitprice: string) => ({
  udztbnum,
  rfqnum,
  supplier,
  status: 'SUBMITED',
  prices: [
    { seqno: 2, unitprice },
    { seqno: 3, unitprice: '1.25' },
  ],
});

const RFQS = ['OQ-R1', 'OQ-R2', 'OQ-R3', 'OQ-R4'];
const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'OQ-A', name: 'Alpha Quorum Ltd' },
    { code: 'OQ-B', name: 'Beta Quorum Ltd' },
  ],
  users: [
    user('oq-a', 'Ann Alpha', { supplier: 'OQ-A' }),
    user('oq-buyer', 'Vera Buyer', { roles: ['buyer'] }),
    user('oq-buyer2', 'Bob Buyer', { roles: ['buyer'] }),
    user('oq-approver', 'Amy Approver', { roles: ['approver'] }),
    user('oq-far', 'Mo Faraway', { siteid: 'MOHQ', roles: ['approver'] }),
    user('oq-staff', 'Sam Staff'),
  ],
  rfqs: RFQS.map((rfqnum) => ({
    rfqnum,
    description: `Quorum ${rfqnum}`,
    siteid: 'HKHQ',
    closingdate: 'today+5d',
    openingquorum: rfqnum === 'OQ-R3' ? 1 : 2,
    lines: BOQ,
  })),
  invitations: RFQS.flatMap((rfqnum) => [
    priced(`${rfqnum}-A`, rfqnum, 'OQ-A', '83417.29'),
    priced(`${rfqnum}-B`, rfqnum, 'OQ-B', '91234.57'),
  ]),
};

describe.each(bothDatabases)('the opening quorum on %s (issue 29)', (kind) => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const post = <T = Row>(path: string, body: unknown, token: string) =>
    server.post<Reply<T>>(path, body, token) as Promise<Reply<T>>;
  const unseal = (who: string, rfqnum: string) =>
    post<Unseal>('/buyer/rfq/unseal', { rfqnum }, t[who] as string);
  const detail = (rfqnum: string, who = 'oq-buyer') =>
    post<Row & { unseal: Unseal; openingquorum: number; awardapprovalthreshold: string; version: number }>(
      '/buyer/rfq/detail',
      { rfqnum },
      t[who] as string,
    );
  const tabulation = (rfqnum: string, who = 'oq-buyer') =>
    post('/buyer/rfq/tabulation', { rfqnum }, t[who] as string);
  const negotiate = (rfqnum: string) =>
    post(
      '/buyer/rfq/negotiate',
      { rfqnum, suppliers: ['OQ-A'], closingdate: daysFromNow(3) },
      t['oq-buyer'] as string,
    );
  const award = (rfqnum: string) =>
    post(
      '/buyer/rfq/award',
      { rfqnum, suppliers: ['OQ-A'], justification: 'Lowest compliant quotation.' },
      t['oq-buyer'] as string,
    );
  /**
   * The unit prices of a supplier's lines as the caller reads them: the service behind getudztbline, the
   * staff's and buyer's line view (read in-process: over HTTP the line gains its `awarded` mark, already in
   * the contract, with the award's branch wt-award-server; until it is merged that reply cannot be sent).
   */
  const linePrices = async (who: string, udztbnum: string) => {
    const lines = await getTenderLines(server.built.ctx.db, await caller(who), udztbnum);
    return lines.map((line) => line.unitprice ?? null).filter((p) => p !== null);
  };
  /** The comparison's figures (the service behind /buyer/rfq/tabulation, read in-process likewise). */
  const compared = async (rfqnum: string) =>
    JSON.stringify(await getTabulation(server.built.ctx.db, await caller('oq-buyer'), rfqnum, 'HKD'));
  const caller = async (loginid: string): Promise<SessionUser> => {
    const row = await server.built.ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('loginid', '=', loginid)
      .executeTakeFirstOrThrow();
    return {
      sessionId: 0,
      userId: row.id,
      hrid: row.hrid,
      loginid: row.loginid,
      username: row.username,
      supplierId: row.supplier_id,
      siteid: row.siteid,
      emailVerified: true,
      mustChangePassword: false,
      roles: row.roles,
    } as SessionUser;
  };
  const unsealRows = (rfqnum: string) =>
    server.built.ctx.db
      .selectFrom('rfq_unseal')
      .innerJoin('rfq', 'rfq.id', 'rfq_unseal.rfq_id')
      .select('rfq_unseal.user_id')
      .where('rfq.rfqnum', '=', rfqnum)
      .execute();
  const past = () => new Date(Date.now() - 60_000);

  beforeAll(async () => {
    server = await startTestServer(kind, { REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    for (const id of ['oq-a', 'oq-buyer', 'oq-buyer2', 'oq-approver', 'oq-far', 'oq-staff']) {
      t[id] = await server.login(id, PASSWORD);
    }
  });
  afterAll(() => server?.close());

  it('keeps everything sealed after closing until two different people unseal, then opens', async () => {
    // Before closing: sealed as always (5600007), nothing recorded.
    expect((await unseal('oq-buyer', 'OQ-R1')).code).toBe(5600007);
    expect((await tabulation('OQ-R1')).code).toBe(5600007);
    await setClosing(server, 'OQ-R1', past());

    const before = (await detail('OQ-R1')).data;
    expect(before.openingquorum).toBe(2);
    expect(before.unseal).toEqual({ required: 2, sealed: true, unsealedby: [], awaiting: 2 });
    for (const refused of [await tabulation('OQ-R1'), await negotiate('OQ-R1'), await award('OQ-R1')]) {
      expect(refused.code).toBe(5600022);
    }
    // The staff's and the buyer's line views stay sealed; the supplier reads its own.
    for (const who of ['oq-staff', 'oq-buyer', 'oq-approver']) {
      expect(await linePrices(who, 'OQ-R1-A')).toEqual([]);
    }
    expect(await linePrices('oq-a', 'OQ-R1-A')).toContain('83417.29');

    // One person, twice: counts once, recorded and audited once.
    const first = await unseal('oq-buyer', 'OQ-R1');
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ required: 2, sealed: true, awaiting: 1 });
    expect(first.data.unsealedby.map((u) => u.username)).toEqual(['Vera Buyer']);
    const again = await unseal('oq-buyer', 'OQ-R1');
    expect(again.data).toMatchObject({ sealed: true, awaiting: 1 });
    expect(again.data.unsealedby).toHaveLength(1);
    expect(await unsealRows('OQ-R1')).toHaveLength(1);
    expect((await tabulation('OQ-R1')).code).toBe(5600022);
    expect((await negotiate('OQ-R1')).code).toBe(5600022);
    expect(await linePrices('oq-buyer', 'OQ-R1-A')).toEqual([]);

    // A buyer and an approver: the quorum is met.
    const second = await unseal('oq-approver', 'OQ-R1');
    expect(second.data).toMatchObject({ required: 2, sealed: false, awaiting: 0 });
    expect(second.data.unsealedby.map((u) => u.username)).toEqual(['Vera Buyer', 'Amy Approver']);
    expect(await compared('OQ-R1')).toContain('83417.29');
    expect(await linePrices('oq-buyer', 'OQ-R1-A')).toContain('83417.29');
    expect(await linePrices('oq-staff', 'OQ-R1-A')).toContain('83417.29');
    // A third call changes nothing.
    expect((await unseal('oq-buyer2', 'OQ-R1')).data.unsealedby).toHaveLength(2);

    // Each unseal in the history, with the person.
    const audit = (await detail('OQ-R1')).data.audit as Array<{ action: string; username: string }>;
    const unseals = audit.filter((a) => a.action === 'rfq.unseal').map((a) => a.username);
    expect(unseals.sort()).toEqual(['Amy Approver', 'Vera Buyer']);
    expect((await rfqAudit(server, 'OQ-R1')).filter((a) => a.startsWith('rfq.unseal'))).toHaveLength(2);
    expect((await detail('OQ-R1')).data.unseal).toMatchObject({ sealed: false, awaiting: 0 });

    // Opened, the award goes through (negotiate as well, checked above up to the quorum).
    expect((await award('OQ-R1')).code).not.toBe(5600022);
  });

  it('counts two buyers unsealing at the same moment', async () => {
    await setClosing(server, 'OQ-R2', past());
    const [a, b] = await Promise.all([unseal('oq-buyer', 'OQ-R2'), unseal('oq-buyer2', 'OQ-R2')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(await unsealRows('OQ-R2')).toHaveLength(2);
    const state = (await detail('OQ-R2')).data.unseal;
    expect(state).toMatchObject({ required: 2, sealed: false, awaiting: 0 });
    expect(state.unsealedby.map((u) => u.username).sort()).toEqual(['Bob Buyer', 'Vera Buyer']);
    expect(await compared('OQ-R2')).toContain('91234.57');
    expect(await linePrices('oq-buyer', 'OQ-R2-B')).toContain('91234.57');
  });

  it('opens a quorum of one at closing: unseal answers the state and records nothing', async () => {
    expect((await detail('OQ-R3')).data.unseal).toEqual({
      required: 1,
      sealed: true,
      unsealedby: [],
      awaiting: 0,
    });
    await setClosing(server, 'OQ-R3', past());
    const reply = await unseal('oq-buyer', 'OQ-R3');
    expect(reply).toMatchObject({
      code: 0,
      data: { required: 1, sealed: false, unsealedby: [], awaiting: 0 },
    });
    expect(await unsealRows('OQ-R3')).toHaveLength(0);
    expect(await compared('OQ-R3')).toContain('83417.29');
    expect(await linePrices('oq-buyer', 'OQ-R3-A')).toContain('83417.29');
  });

  it('lets only buyers and approvers of the site unseal', async () => {
    await setClosing(server, 'OQ-R4', past());
    expect((await unseal('oq-far', 'OQ-R4')).code).toBe(4000001);
    expect((await unseal('oq-a', 'OQ-R4')).code).toBe(1000004);
    expect((await unseal('oq-staff', 'OQ-R4')).code).toBe(1000004);
    expect(await unsealRows('OQ-R4')).toHaveLength(0);
    // Made an approver (grant-role --role approver), the same staff user counts at the next request.
    await setRole(server.built.ctx.db, 'oq-staff', 'approver', true);
    expect((await unseal('oq-staff', 'OQ-R4')).data).toMatchObject({ sealed: true, awaiting: 1 });
    await setRole(server.built.ctx.db, 'oq-staff', 'approver', false);
  });

  it('fixes the quorum once published, in the save and in the import (5600015)', async () => {
    const calls = buyerCalls(server);
    const buyer = t['oq-buyer'] as string;
    const draft = await calls.save(buyer, rfqInput({ openingquorum: 2 }));
    expect(draft.code).toBe(0);
    const rfqnum = draft.data.rfqnum;
    expect((await detail(rfqnum)).data.openingquorum).toBe(2);
    // A draft may still change it; absent is 1.
    expect((await calls.save(buyer, rfqInput({ rfqnum }), draft.data.version)).code).toBe(0);
    expect((await detail(rfqnum)).data.openingquorum).toBe(1);
    const v = (await detail(rfqnum)).data.version;
    expect((await calls.save(buyer, rfqInput({ rfqnum, openingquorum: 2 }), v)).code).toBe(0);
    expect((await calls.invite(buyer, rfqnum, ['OQ-A'])).code).toBe(0);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);

    const published = (await detail(rfqnum)).data;
    const refused = await calls.save(
      buyer,
      rfqInput({ rfqnum, reason: 'Addendum', openingquorum: 1, closingdate: daysFromNow(20) }),
      published.version,
    );
    expect(refused).toMatchObject({ code: 5600015, data: { field: 'openingquorum' } });
    expect(refused.message).toContain('openingquorum');
    expect((await detail(rfqnum)).data).toMatchObject({ openingquorum: 2, version: published.version });
    // The same value again is no change.
    expect(
      (await calls.save(buyer, rfqInput({ rfqnum, reason: 'Addendum', openingquorum: 2 }), published.version))
        .code,
    ).toBe(0);

    await expect(
      server.importFixture({
        format: 'tender-portal-import/1',
        rfqs: [{ rfqnum: 'OQ-R1', closingdate: 'today+5d', openingquorum: 1 }],
      }),
    ).rejects.toThrow(/openingquorum/);
    expect((await detail('OQ-R1')).data.openingquorum).toBe(2);
  });

  it("reads the site's own approval threshold from the import and the admin command", async () => {
    const threshold = async () => (await detail('OQ-R4')).data.awardapprovalthreshold;
    expect(await threshold()).toBe('500000.00');
    const sites = (entry: Row) => server.importFixture({ format: 'tender-portal-import/1', sites: [entry] });
    await sites({ siteid: 'HKHQ', awardapprovalthreshold: '250000.00' });
    expect(await threshold()).toBe('250000.00');
    await sites({ siteid: 'HKHQ', awardapprovalthreshold: null });
    expect(await threshold()).toBe('500000.00');
    await sites({ siteid: 'HKHQ', awardapprovalthreshold: 75000 });
    expect(await threshold()).toBe('75000.00');
    await sites({ siteid: 'HKHQ' });
    expect(await threshold()).toBe('500000.00');
    await expect(sites({ siteid: 'HKHQ', awardapprovalthreshold: '-1' })).rejects.toThrow(
      /awardapprovalthreshold/,
    );

    const db = server.built.ctx.db;
    await setSiteThreshold(db, 'HKHQ', '123456.78');
    expect(await threshold()).toBe('123456.78');
    // Another site's own amount is not this one's.
    await setSiteThreshold(db, 'MOHQ', '1.00');
    expect(await threshold()).toBe('123456.78');
    await setSiteThreshold(db, 'HKHQ', null);
    expect(await threshold()).toBe('500000.00');
    await expect(setSiteThreshold(db, 'HKHQ', '12,000')).rejects.toThrow(/amount/);
    const audited = await db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'site_setting')
      .where('entity_id', '=', 'HKHQ')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['admin-set-site-threshold', 'admin-clear-site-threshold']);
  });
});
