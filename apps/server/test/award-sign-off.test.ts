import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortalMail, expectTenderNamed, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import {
  BOQ,
  login,
  mailLog,
  minutesFromNow,
  rfqAudit,
  setClosing,
  staffUser,
  statuses,
  supplierUser,
} from './helpers/outcome-fixture.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 29, an award a procurement team can sign off: the award split by line with a justification, a
// line awarded twice or not priced refused, each supplier's lines marked once final; at or above the
// approval threshold (AWARD_APPROVAL_THRESHOLD, 500000.00 by default) the award waits for an approver who
// is not its proposer: nothing changes and no supplier is mailed until approved; a rejection returns the
// RFQ to CLOSED and tells the proposer; two approvers at once, one wins. Issue 29 asks for these rules
// on both databases (bothDatabases).

type Row = Record<string, unknown>;

const WHY = 'Lowest price on each line, lead time checked';

const invitation = (rfqnum: string, key: string, supplier: string, prices: Row[] | null) => ({
  udztbnum: `${rfqnum}-${key}`,
  rfqnum,
  supplier,
  status: prices ? 'SUBMITED' : 'NEW',
  ...(prices ? { prices } : {}),
});

// A prices every entry line (line 2 at a 90% discount: 20.20 -> 18.18); B leaves line 5 unpriced; C prices
// lines 2 and 3 only; E submitted without a price. On the big tenders the lump sum (line 5) takes the total over the threshold.
const PRICES = {
  A: [
    { seqno: 2, unitprice: '10.10', disc: '90' },
    { seqno: 3, unitprice: '1.00' },
    { seqno: 5, totallineamount: '100.00' },
  ],
  B: [
    { seqno: 2, unitprice: '9.00' },
    { seqno: 3, unitprice: '0.50' },
  ],
  C: [
    { seqno: 2, unitprice: '9.50' },
    { seqno: 3, unitprice: '0.40' },
  ],
  BIG_A: [
    { seqno: 2, unitprice: '10.00' },
    { seqno: 5, totallineamount: '600000.00' },
  ],
  BIG_B: [
    { seqno: 2, unitprice: '9.00' },
    { seqno: 5, totallineamount: '550000.00' },
  ],
};

const RFQS = ['SPLIT', 'BIG', 'RACE'];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'AS-A', name: 'Alpha Award Ltd' },
    { code: 'AS-B', name: 'Beta Award Ltd' },
    { code: 'AS-C', name: 'Gamma Award Ltd' },
    { code: 'AS-D', name: 'Delta Silent Ltd' },
    { code: 'AS-E', name: 'Echo Empty Ltd' },
  ],
  users: [
    supplierUser('as-a', 'Ann Alpha', 'AS-A', 'EN'),
    supplierUser('as-b', 'Bai Beta', 'AS-B', 'ZH'),
    supplierUser('as-c', 'Chan Gamma', 'AS-C', 'ZHT'),
    supplierUser('as-d', 'Dan Delta', 'AS-D', 'EN'),
    { ...staffUser('as-buyer', 'Vivian Buyer'), roles: ['buyer'] },
    { ...staffUser('as-lead', 'Lee Lead'), roles: ['buyer', 'approver'] },
    { ...staffUser('as-appr1', 'Ada Approver'), roles: ['approver'], language: 'ZH' },
    { ...staffUser('as-appr2', 'Bob Approver'), roles: ['approver'] },
    { ...staffUser('as-appr-sg', 'Sue Singapore', 'SGHQ'), roles: ['approver'] },
    staffUser('as-staff', 'Sam Staff'),
  ],
  rfqs: RFQS.map((key) => ({
    rfqnum: `AS-${key}`,
    description: `Award ${key}`,
    siteid: 'HKHQ',
    closingdate: 'today+5d',
    lines: BOQ,
  })),
  invitations: [
    invitation('AS-SPLIT', 'A', 'AS-A', PRICES.A),
    invitation('AS-SPLIT', 'B', 'AS-B', PRICES.B),
    invitation('AS-SPLIT', 'C', 'AS-C', PRICES.C),
    invitation('AS-SPLIT', 'D', 'AS-D', null),
    invitation('AS-SPLIT', 'E', 'AS-E', []),
    invitation('AS-BIG', 'A', 'AS-A', PRICES.BIG_A),
    invitation('AS-BIG', 'B', 'AS-B', PRICES.BIG_B),
    invitation('AS-RACE', 'A', 'AS-A', PRICES.BIG_A),
    invitation('AS-RACE', 'B', 'AS-B', PRICES.BIG_B),
  ],
};

describe.each(bothDatabases)('award sign-off (issue 29) on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};

  // A decision's mails go after its reply, in the background: each call waits for them to be sent.
  const call = async <T = Row>(path: string, body: Row, who = 'as-buyer', lang?: string) => {
    const reply = await server.post<{ data: T }>(`/buyer${path}`, body, tokens[who], lang);
    await server.built.ctx.tasks.idle();
    return reply;
  };
  const award = (rfqnum: string, body: Row, who = 'as-buyer') =>
    call<Row>('/rfq/award', { rfqnum, justification: WHY, ...body }, who);
  const decide = (rfqnum: string, decision: 'approve' | 'reject', comment: string, who: string) =>
    call<Row>('/rfq/approve', { rfqnum, decision, comment }, who);
  const detail = (rfqnum: string, who = 'as-buyer') =>
    call<Row & { award: Row | null }>('/rfq/detail', { rfqnum }, who);
  const rfqStatus = async (rfqnum: string) =>
    (
      await server.built.ctx.db
        .selectFrom('rfq')
        .select('status')
        .where('rfqnum', '=', rfqnum)
        .executeTakeFirstOrThrow()
    ).status;
  const awardedFlags = async (udztbnum: string, who: string) => {
    const reply = await server.post<{ getudztbline: Row[] }>(
      '/util/list',
      { reqname: 'getudztbline', udztbnum },
      tokens[who],
    );
    return Object.fromEntries(reply.getudztbline.map((line) => [line.seqno, line.awarded]));
  };
  const only = (mails: ReadMail[]): ReadMail => {
    expect(mails).toHaveLength(1);
    return mails[0] as ReadMail;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    for (const user of fixture.users) {
      tokens[user.loginid as string] = await login(server, sink, user.loginid as string);
    }
    for (const key of RFQS) await setClosing(server, `AS-${key}`, minutesFromNow(-60));
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('refuses an award without a justification, or with both or neither body, changing nothing', async () => {
    const from = sink.received.length;
    for (const justification of ['', '  too short ', '123456789']) {
      const reply = await call('/rfq/award', { rfqnum: 'AS-SPLIT', suppliers: ['AS-A'], justification });
      expect([justification, reply.code]).toEqual([justification, 5600017]);
    }
    const zh = await call(
      '/rfq/award',
      { rfqnum: 'AS-SPLIT', suppliers: ['AS-A'], justification: '' },
      'as-buyer',
      'ZH',
    );
    expect(zh.message).toBe('请说明授标理由：至少 10 个字符。');
    expect((await award('AS-SPLIT', {})).code).toBe(1000002);
    expect((await award('AS-SPLIT', { suppliers: ['AS-A'], awards: [{ suppliercode: 'AS-A' }] })).code).toBe(
      1000002,
    );
    expect(await rfqStatus('AS-SPLIT')).toBe('PUBLISHED');
    expect(mailsSince(sink, from)).toHaveLength(0);
  });

  it('refuses a line awarded twice, a line not priced, and an award of nothing', async () => {
    const twice = await award('AS-SPLIT', {
      awards: [
        { suppliercode: 'AS-A', seqnos: [2] },
        { suppliercode: 'AS-B', seqnos: [2, 3] },
      ],
    });
    expect(twice).toMatchObject({ code: 5600018, data: { seqno: 2 } });
    expect(twice.message).toBe(
      'Line 2 is awarded to more than one supplier; give each line to one supplier only.',
    );
    // Two whole-tender parts that both priced a line: the buyer must say who wins it.
    expect((await award('AS-SPLIT', { suppliers: ['AS-A', 'AS-B'] })).code).toBe(5600018);
    const unpriced = await award('AS-SPLIT', { awards: [{ suppliercode: 'AS-B', seqnos: [5] }] });
    expect(unpriced).toMatchObject({ code: 5600019, data: { seqno: 5, suppliercode: 'AS-B' } });
    expect(unpriced.message).toBe(
      'Line 5 cannot be awarded to AS-B: it is not a priced line of their quotation.',
    );
    // A header and a sum line are never awarded.
    for (const seqno of [1, 4]) {
      expect((await award('AS-SPLIT', { awards: [{ suppliercode: 'AS-A', seqnos: [seqno] }] })).code).toBe(
        5600019,
      );
    }
    // A supplier who submitted without pricing anything wins nothing; one who did not submit is refused.
    expect((await award('AS-SPLIT', { suppliers: ['AS-E'] })).code).toBe(5600020);
    expect((await award('AS-SPLIT', { suppliers: ['AS-D'] })).code).toBe(5600005);
    expect(await statuses(server, 'AS-SPLIT')).toEqual({
      'AS-SPLIT-A': 'SUBMITED',
      'AS-SPLIT-B': 'SUBMITED',
      'AS-SPLIT-C': 'SUBMITED',
      'AS-SPLIT-D': 'NEW',
      'AS-SPLIT-E': 'SUBMITED',
    });
    expect(await rfqStatus('AS-SPLIT')).toBe('PUBLISHED');
  });

  it('splits an award by line: two suppliers AWARDED with their lines, the others LOST, each told its lines', async () => {
    const from = sink.received.length;
    const reply = await award('AS-SPLIT', {
      awards: [
        { suppliercode: 'AS-A', seqnos: [2, 5] },
        { suppliercode: 'AS-C', seqnos: [3] },
      ],
    });
    // A: 18.18 (line 2 discounted) + 100.00; C: 3 x 0.40 = 1.20.
    expect(reply).toMatchObject({
      code: 0,
      data: { state: 'AWARDED', awarded: 2, lost: 2, noresponse: 1, total: '119.38' },
    });
    expect(await statuses(server, 'AS-SPLIT')).toEqual({
      'AS-SPLIT-A': 'AWARDED',
      'AS-SPLIT-B': 'LOST',
      'AS-SPLIT-C': 'AWARDED',
      'AS-SPLIT-D': 'NORESPONSE',
      'AS-SPLIT-E': 'LOST',
    });
    expect(await rfqStatus('AS-SPLIT')).toBe('AWARDED');
    // Each supplier's own lines say which it won.
    expect(await awardedFlags('AS-SPLIT-A', 'as-a')).toEqual({ 1: '0', 2: '1', 3: '0', 4: '0', 5: '1' });
    expect(await awardedFlags('AS-SPLIT-C', 'as-c')).toEqual({ 1: '0', 2: '0', 3: '1', 4: '0', 5: '0' });
    expect(await awardedFlags('AS-SPLIT-B', 'as-b')).toEqual({ 1: '0', 2: '0', 3: '0', 4: '0', 5: '0' });
    // The award mail lists the lines won and their total, in the reader's language.
    const toA = only(mailsTo(sink, from, 'as-a@example.com'));
    expect(toA.subject).toBe('Tender awarded: AS-SPLIT');
    expectPortalMail(toA, 'EN');
    expect(toA.text).toContain('The lines awarded to Alpha Award Ltd:');
    expect(toA.text).toMatch(/Line 2: Cleaning: HKD 18\.18/);
    expect(toA.text).toMatch(/Line 5: Lump sum: HKD 100\.00/);
    expect(toA.text).toMatch(/Total awarded: HKD 118\.18/);
    expect(toA.text).not.toContain('Polishing');
    const toC = only(mailsTo(sink, from, 'as-c@example.com'));
    expectPortalMail(toC, 'ZHT');
    expect(toC.text).toContain('第 3 行：Polishing');
    expect(toC.text).toMatch(/判授總額：HKD 1\.20/);
    expect(only(mailsTo(sink, from, 'as-b@example.com')).subject).toBe('招标结果：AS-SPLIT');
    // The tender page shows the award; the comparison marks the lines won; the history has the justification.
    const shown = (await detail('AS-SPLIT')).data.award;
    expect(shown).toMatchObject({
      state: 'FINAL',
      proposedby: 'Vivian Buyer',
      justification: WHY,
      total: '119.38',
      threshold: '500000.00',
      needsapproval: false,
      decidedby: '',
      suppliers: [
        { suppliercode: 'AS-A', suppliername: 'Alpha Award Ltd', seqnos: [2, 5], total: '118.18' },
        { suppliercode: 'AS-C', suppliername: 'Gamma Award Ltd', seqnos: [3], total: '1.20' },
      ],
    });
    const tab = await call<{ lines: Array<{ seqno: number; prices: Row[] }> }>('/rfq/tabulation', {
      rfqnum: 'AS-SPLIT',
    });
    const marks = tab.data.lines.map((line) =>
      line.prices.map((p) => (p.awarded ? p.suppliercode : '')).join(''),
    );
    expect(marks).toEqual(['', 'AS-A', 'AS-C', '', 'AS-A']);
    const history = (await detail('AS-SPLIT')).data.audit as Row[];
    expect(history.find((entry) => entry.action === 'rfq.award')).toMatchObject({ comment: WHY });
    expect(await rfqAudit(server, 'AS-SPLIT')).toContain('rfq.award CLOSED->AWARDED');
  });

  it('at or above the threshold only proposes: nothing changes for the suppliers, the approvers are mailed', async () => {
    const from = sink.received.length;
    const reply = await award('AS-BIG', { suppliers: ['AS-A'] }, 'as-lead');
    expect(reply).toMatchObject({
      code: 0,
      data: { state: 'PENDING_APPROVAL', awarded: 1, lost: 1, noresponse: 0, total: '600020.00' },
    });
    expect(await rfqStatus('AS-BIG')).toBe('PENDING_APPROVAL');
    expect(await statuses(server, 'AS-BIG')).toEqual({ 'AS-BIG-A': 'SUBMITED', 'AS-BIG-B': 'SUBMITED' });
    expect(await awardedFlags('AS-BIG-A', 'as-a')).toEqual({ 1: '0', 2: '0', 3: '0', 4: '0', 5: '0' });
    // No supplier mail; each approver of the site but the proposer, in their language; none of another site.
    const mailed = mailsSince(sink, from).flatMap((m) => m.to);
    expect(mailed.sort()).toEqual(['as-appr1@example.com', 'as-appr2@example.com']);
    const zh = only(mailsTo(sink, from, 'as-appr1@example.com'));
    expect(zh.subject).toBe('待审批授标：AS-BIG');
    expectPortalMail(zh, 'ZH');
    expect(zh.text).toContain('Lee Lead 提出以下授标');
    expect(zh.text).toContain('HKD 600,020.00');
    expect(zh.text).toContain(WHY);
    expectTenderNamed(zh, { rfqnum: 'AS-BIG', description: 'Award BIG', path: '/buyer/rfq/AS-BIG' });
    const en = only(mailsTo(sink, from, 'as-appr2@example.com'));
    expect(en.subject).toBe('Award to approve: AS-BIG');
    expect(en.text).toContain('Award BIG');
    expect(en.text).toContain('Suppliers: Alpha Award Ltd (lines won: 2)');
    expect(await mailLog(server, 'AS-BIG')).toEqual(
      expect.arrayContaining(['approval as-appr1@example.com', 'approval as-appr2@example.com']),
    );
    // The comparison already shows the lines proposed; the detail shows the award waiting.
    const tab = await call<{ lines: Array<{ prices: Row[] }> }>(
      '/rfq/tabulation',
      { rfqnum: 'AS-BIG' },
      'as-appr1',
    );
    expect(tab.data.lines[4]?.prices.map((p) => p.awarded)).toEqual([true, false]);
    const shown = await detail('AS-BIG', 'as-appr2');
    expect(shown.data).toMatchObject({
      status: 'PENDING_APPROVAL',
      award: { state: 'PENDING', needsapproval: true },
    });
    // While it waits, no second award, round or cancellation.
    expect((await award('AS-BIG', { suppliers: ['AS-B'] })).code).toBe(5600009);
    expect((await call('/rfq/cancel', { rfqnum: 'AS-BIG', reason: 'Not now' })).code).toBe(5600009);
    expect(await rfqAudit(server, 'AS-BIG')).toContain('rfq.award.propose CLOSED->PENDING_APPROVAL');
  });

  it('lists what waits for approval, oldest first, to the buyers and approvers of the site', async () => {
    const list = await call<{ list: Row[] }>('/approval/list', {}, 'as-appr1');
    expect(list.data.list).toEqual([
      expect.objectContaining({
        rfqnum: 'AS-BIG',
        description: 'Award BIG',
        proposedby: 'Lee Lead',
        total: '600020.00',
        currency: 'HKD',
        justification: WHY,
        suppliers: 1,
        mine: false,
      }),
    ]);
    expect((await call<{ list: Row[] }>('/approval/list', {}, 'as-lead')).data.list[0]).toMatchObject({
      mine: true,
    });
    expect((await call<{ list: Row[] }>('/approval/list', {}, 'as-appr-sg')).data.list).toEqual([]);
    expect((await call('/approval/list', {}, 'as-staff')).code).toBe(1000004);
  });

  it('refuses the proposer, a buyer without the role, another site and a rejection without a comment', async () => {
    const from = sink.received.length;
    const proposer = await decide('AS-BIG', 'approve', 'Fine by me', 'as-lead');
    expect(proposer.code).toBe(5600021);
    expect(proposer.message).toBe(
      'You proposed this award: another approver of the site must approve or reject it.',
    );
    expect((await decide('AS-BIG', 'approve', 'ok', 'as-buyer')).code).toBe(1000004);
    expect((await decide('AS-BIG', 'approve', 'ok', 'as-a')).code).toBe(1000004);
    expect((await decide('AS-BIG', 'approve', 'ok', 'as-appr-sg')).code).toBe(4000001);
    expect((await detail('AS-BIG', 'as-appr-sg')).code).toBe(4000001);
    for (const comment of ['', '   '])
      expect((await decide('AS-BIG', 'reject', comment, 'as-appr1')).code).toBe(5600010);
    // An approver may not award.
    expect((await award('AS-SPLIT', { suppliers: ['AS-A'] }, 'as-appr1')).code).toBe(1000004);
    expect(await rfqStatus('AS-BIG')).toBe('PENDING_APPROVAL');
    expect(mailsSince(sink, from)).toHaveLength(0);
  });

  it('a rejection returns the RFQ to CLOSED with the comment in the history and a mail to the proposer', async () => {
    const from = sink.received.length;
    const reply = await decide('AS-BIG', 'reject', 'Split it: B is cheaper on line 5', 'as-appr1');
    expect(reply).toMatchObject({ code: 0, data: { state: 'CLOSED' } });
    expect(await rfqStatus('AS-BIG')).toBe('PUBLISHED');
    const shown = await detail('AS-BIG');
    expect(shown.data).toMatchObject({
      status: 'CLOSED',
      award: { state: 'REJECTED', decidedby: 'Ada Approver', comment: 'Split it: B is cheaper on line 5' },
    });
    expect((shown.data.audit as Row[]).find((entry) => entry.action === 'rfq.reject')).toMatchObject({
      username: 'Ada Approver',
      fromstatus: 'PENDING_APPROVAL',
      tostatus: 'CLOSED',
      comment: 'Split it: B is cheaper on line 5',
    });
    expect(await statuses(server, 'AS-BIG')).toEqual({ 'AS-BIG-A': 'SUBMITED', 'AS-BIG-B': 'SUBMITED' });
    const back = only(mailsTo(sink, from, 'as-lead@example.com'));
    expect(back.subject).toBe('Award rejected: AS-BIG');
    expectPortalMail(back, 'EN');
    expectTenderNamed(back, { rfqnum: 'AS-BIG', description: 'Award BIG', path: '/buyer/rfq/AS-BIG' });
    expect(back.text).toContain('Ada Approver has rejected the award you proposed');
    expect(back.text).toContain('Split it: B is cheaper on line 5');
    expect(mailsSince(sink, from)).toHaveLength(1);
    expect((await call<{ list: Row[] }>('/approval/list', {}, 'as-appr1')).data.list).toEqual([]);
  });

  it('an approval makes the award final: statuses, lines and mails only then', async () => {
    let from = sink.received.length;
    const proposed = await award('AS-BIG', {
      awards: [
        { suppliercode: 'AS-A', seqnos: [2] },
        { suppliercode: 'AS-B', seqnos: [5] },
      ],
    });
    expect(proposed).toMatchObject({
      code: 0,
      data: { state: 'PENDING_APPROVAL', awarded: 2, total: '550020.00' },
    });
    // The approvers, the buyer-approver among them: the proposer is not.
    expect(
      mailsSince(sink, from)
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['as-appr1@example.com', 'as-appr2@example.com', 'as-lead@example.com']);
    expect(await statuses(server, 'AS-BIG')).toEqual({ 'AS-BIG-A': 'SUBMITED', 'AS-BIG-B': 'SUBMITED' });
    from = sink.received.length;
    const approved = await decide('AS-BIG', 'approve', 'Agreed', 'as-appr2');
    expect(approved).toMatchObject({ code: 0, data: { state: 'AWARDED' } });
    expect(await rfqStatus('AS-BIG')).toBe('AWARDED');
    expect(await statuses(server, 'AS-BIG')).toEqual({ 'AS-BIG-A': 'AWARDED', 'AS-BIG-B': 'AWARDED' });
    expect(await awardedFlags('AS-BIG-B', 'as-b')).toEqual({ 1: '0', 2: '0', 3: '0', 4: '0', 5: '1' });
    const toB = only(mailsTo(sink, from, 'as-b@example.com'));
    expect(toB.subject).toBe('招标已授标：AS-BIG');
    expect(toB.text).toMatch(/授标总额：HKD 550,000\.00/);
    expect(only(mailsTo(sink, from, 'as-a@example.com')).text).toMatch(/Total awarded: HKD 20\.00/);
    expect(mailsSince(sink, from)).toHaveLength(2);
    expect((await detail('AS-BIG')).data.award).toMatchObject({
      state: 'FINAL',
      proposedby: 'Vivian Buyer',
      decidedby: 'Bob Approver',
      comment: 'Agreed',
    });
    const audit = await rfqAudit(server, 'AS-BIG');
    expect(audit.slice(-2)).toEqual([
      'rfq.award PENDING_APPROVAL->AWARDED',
      'rfq.approve PENDING_APPROVAL->AWARDED',
    ]);
    expect((await decide('AS-BIG', 'approve', 'Again', 'as-appr1')).code).toBe(5600009);
  });

  it('two approvers at once: exactly one decides', async () => {
    expect((await award('AS-RACE', { suppliers: ['AS-B'] })).data).toMatchObject({
      state: 'PENDING_APPROVAL',
    });
    const from = sink.received.length;
    const [one, two] = await Promise.all([
      server.post(
        '/buyer/rfq/approve',
        { rfqnum: 'AS-RACE', decision: 'approve', comment: 'Yes' },
        tokens['as-appr1'],
      ),
      server.post(
        '/buyer/rfq/approve',
        { rfqnum: 'AS-RACE', decision: 'reject', comment: 'No' },
        tokens['as-appr2'],
      ),
    ]);
    await server.built.ctx.tasks.idle();
    expect([one.code, two.code].sort()).toEqual([0, 5600009]);
    const status = await rfqStatus('AS-RACE');
    if (one.code === 0) {
      expect(status).toBe('AWARDED');
      expect(await statuses(server, 'AS-RACE')).toEqual({ 'AS-RACE-A': 'LOST', 'AS-RACE-B': 'AWARDED' });
      expect(
        mailsSince(sink, from)
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual(['as-a@example.com', 'as-b@example.com']);
    } else {
      expect(status).toBe('PUBLISHED');
      expect(await statuses(server, 'AS-RACE')).toEqual({ 'AS-RACE-A': 'SUBMITED', 'AS-RACE-B': 'SUBMITED' });
      expect(mailsSince(sink, from).flatMap((m) => m.to)).toEqual(['as-buyer@example.com']);
    }
    const decided = await server.built.ctx.db
      .selectFrom('rfq_award')
      .innerJoin('rfq', 'rfq.id', 'rfq_award.rfq_id')
      .select('rfq_award.state')
      .where('rfq.rfqnum', '=', 'AS-RACE')
      .execute();
    expect(decided.map((row) => row.state)).toEqual([one.code === 0 ? 'FINAL' : 'REJECTED']);
  });
});
