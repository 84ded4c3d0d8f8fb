import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDigests } from '../src/notifications/index.ts';
import { expectPortalMail, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import { grantBuyer, login, staffUser, supplierUser } from './helpers/outcome-fixture.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 35, item 13: the buyer is told what the suppliers do. A question asked, a tender declined and a
// quotation submitted are each mailed, in the buyer's language, to the RFQ's buyer (its maker when a
// buyer of its site, else every buyer of the site), with who and when and never an amount; a buyer who
// chose the daily digest (Account Settings) gets none of those but one digest with all of them, queued
// once even when two servers race; 'none' mails nothing. The console counts what came after the buyer
// last opened each tender. A hard-copy tender's quotation or decline, input by the site's staff from
// paper, is told as such.

const LINES = [{ seqno: 1, description: 'Cleaning', autocal: 'Y', totalamountreq: true, quantity: '2' }];
// The quoted price: 2 x 4,321.75 = 8,643.50. Neither may appear in any buyer's mail.
const PRICES = [{ seqno: 1, unitprice: '4321.75' }];
const AMOUNTS = /4,?321|8,?643|HKD/;

const buyer = (loginid: string, username: string, language: string, siteid = 'HKHQ') => ({
  ...staffUser(loginid, username, siteid),
  language,
});

const rfq = (rfqnum: string, description: string) => ({
  rfqnum,
  description,
  siteid: 'HKHQ',
  closingdate: 'today+10dT10:00Z',
  lines: LINES,
});

const invitations = (rfqnum: string, n: number) => [
  { udztbnum: `NB-${n}A`, rfqnum, supplier: 'NB-A', status: 'WTQUOTE', prices: PRICES },
  { udztbnum: `NB-${n}B`, rfqnum, supplier: 'NB-B', status: 'NEW' },
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'NB-A', name: 'Alpha Notice Ltd' },
    { code: 'NB-B', name: 'Beta Notice Ltd' },
  ],
  users: [
    supplierUser('nb-a', 'Ann Alpha', 'NB-A', 'EN'),
    supplierUser('nb-b', 'Bo Beta', 'NB-B', 'ZHT'),
    buyer('nb-buyer-en', 'Erin Buyer', 'EN'),
    buyer('nb-buyer-zh', 'Zhou Buyer', 'ZH'),
    buyer('nb-buyer-zht', 'Chan Buyer', 'ZHT'),
    // A buyer of another site hears nothing of these tenders.
    buyer('nb-buyer-kln', 'Kowloon Buyer', 'EN', 'KLN'),
    // A site of its own for the paper tender: its staff, who input what suppliers send on paper (not a
    // buyer), and its buyer; the other buyers' mails, counts and digests stay as they were.
    staffUser('nb-staff', 'Pat Staff', 'HKPAPER'),
    buyer('nb-buyer-paper', 'Paula Buyer', 'EN', 'HKPAPER'),
  ],
  rfqs: [
    rfq('NB-R-OWNED', 'Owned tender'),
    rfq('NB-R-SITE', 'Lobby cleaning'),
    rfq('NB-R-DIGEST', 'Pool repair'),
    { ...rfq('NB-R-PAPER', 'Garden upkeep'), siteid: 'HKPAPER', bidmethod: 'HardCopy' },
  ],
  invitations: [
    ...invitations('NB-R-OWNED', 1),
    ...invitations('NB-R-SITE', 2),
    ...invitations('NB-R-DIGEST', 3),
    { udztbnum: 'NB-4A', rfqnum: 'NB-R-PAPER', supplier: 'NB-A', status: 'WTQUOTE' },
    { udztbnum: 'NB-4B', rfqnum: 'NB-R-PAPER', supplier: 'NB-B', status: 'WTQUOTE' },
  ],
};

const BUYERS = ['nb-buyer-en', 'nb-buyer-zh', 'nb-buyer-zht', 'nb-buyer-kln'];

describe.each(bothDatabases)('the buyer told of the suppliers on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  // With PostgreSQL, a second app server on the same database races the first one's digest.
  let second: TestServer | undefined;
  const tokens: Record<string, string> = {};
  const delivered = async () => {
    await server.built.ctx.tasks.idle();
    await second?.built.ctx.tasks.idle();
  };
  const udztbId = async (udztbnum: string) =>
    (
      await server.built.ctx.db
        .selectFrom('udztb')
        .select('id')
        .where('udztbnum', '=', udztbnum)
        .executeTakeFirstOrThrow()
    ).id;

  /** The three supplier actions on `rfqnum` (invitations NB-<n>A, NB-<n>B), each through the API. */
  async function actOn(rfqnum: string, n: number): Promise<void> {
    const asked = await server.post(
      '/tenderquestion/add',
      { rfqnum, question: 'Is the <b>night shift</b> included?' },
      tokens['nb-a'],
    );
    expect(asked.code).toBe(0);
    const declined = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: await udztbId(`NB-${n}B`), actionid: 8, commentstojll: 'Fully booked' },
      tokens['nb-b'],
    );
    expect(declined).toMatchObject({ code: 0, status: 'DECLINED' });
    const submitted = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: await udztbId(`NB-${n}A`), actionid: 4 },
      tokens['nb-a'],
    );
    expect(submitted).toMatchObject({ code: 0, status: 'SUBMITED' });
    await delivered();
  }

  const only = (mails: ReadMail[]): ReadMail => {
    expect(mails).toHaveLength(1);
    return mails[0] as ReadMail;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    // No digest on the timer here: each test sends them at the moment it picks.
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, [...BUYERS, 'nb-buyer-paper']);
    // NB-R-OWNED was made by nb-buyer-zh: only its maker is told. The others were imported (no maker).
    const maker = await server.built.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('loginid', '=', 'nb-buyer-zh')
      .executeTakeFirstOrThrow();
    await server.built.ctx.db
      .updateTable('rfq')
      .set({ created_by: maker.id })
      .where('rfqnum', '=', 'NB-R-OWNED')
      .execute();
    for (const loginid of ['nb-a', 'nb-b', 'nb-staff', 'nb-buyer-paper', ...BUYERS]) {
      tokens[loginid] = await login(server, sink, loginid);
    }
    if (kind === 'postgres') {
      second = await startTestServer('postgres', {
        DATABASE_URL: server.built.ctx.config.databaseUrl ?? '',
        SMTP_URL: sink.url,
        REMINDER_HOURS: '0',
      });
    }
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await sink?.close();
  });

  it("mails the site's buyers each question, decline and submission in their language, with no amount", async () => {
    const from = sink.received.length;
    await actOn('NB-R-SITE', 2);
    const told = mailsSince(sink, from).filter((m) => m.to.some((to) => to.startsWith('nb-buyer')));
    expect(told.map((m) => `${m.to.join(',')} ${m.mail.subject}`).sort()).toEqual(
      [
        'nb-buyer-en@example.com Question from NB-A Alpha Notice Ltd on NB-R-SITE',
        'nb-buyer-en@example.com NB-B Beta Notice Ltd declined NB-R-SITE',
        'nb-buyer-en@example.com Quotation submitted by NB-A Alpha Notice Ltd on NB-R-SITE',
        'nb-buyer-zh@example.com NB-A Alpha Notice Ltd 就 NB-R-SITE 提出问题',
        'nb-buyer-zh@example.com NB-B Beta Notice Ltd 放弃投标 NB-R-SITE',
        'nb-buyer-zh@example.com NB-A Alpha Notice Ltd 已提交 NB-R-SITE 的报价',
        'nb-buyer-zht@example.com NB-A Alpha Notice Ltd 就 NB-R-SITE 提出問題',
        'nb-buyer-zht@example.com NB-B Beta Notice Ltd 放棄投標 NB-R-SITE',
        'nb-buyer-zht@example.com NB-A Alpha Notice Ltd 已提交 NB-R-SITE 的報價',
      ].sort(),
    );
    for (const { mail } of told) {
      expect(mail.text).not.toMatch(AMOUNTS);
      expect(mail.html).not.toMatch(AMOUNTS);
    }

    const en = mailsTo(sink, from, 'nb-buyer-en@example.com');
    const question = only(en.filter((m) => m.subject.startsWith('Question')));
    expectPortalMail(question, 'EN');
    expect(question.text).toContain('Dear Erin Buyer,\n\nNB-A Alpha Notice Ltd has asked a question');
    expect(question.text).toContain('Tender No.: NB-R-SITE\nDescription: Lobby cleaning\nSupplier: NB-A');
    expect(question.text).toContain('By: Ann Alpha');
    expect(question.text).toContain('Question:\n  Is the <b>night shift</b> included?');
    expect(question.html).toContain('Is the &#60;b&#62;night shift&#60;/b&#62; included?');
    expect(question.text).toContain(
      'Open the tender in the portal: http://localhost:8080/buyer/rfq/NB-R-SITE',
    );
    const declined = only(en.filter((m) => m.subject.endsWith('declined NB-R-SITE')));
    // Named by the RFQ number the console shows, never the invitation's internal number (issue 35, item 15).
    expect(declined.text).toContain('Tender No.: NB-R-SITE');
    expect(declined.text).not.toContain('NB-2B');
    expect(declined.text).toContain('Reason given:\n  Fully booked');
    const submitted = only(en.filter((m) => m.subject.startsWith('Quotation')));
    expect(submitted.text).toMatch(/Submitted: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT\nBy: Ann Alpha/);
    expect(submitted.text).toContain('The quotation stays sealed');
    const zht = only(
      mailsTo(sink, from, 'nb-buyer-zht@example.com').filter((m) => m.subject.includes('報價')),
    );
    expectPortalMail(zht, 'ZHT');
    expect(zht.text).toContain('Chan Buyer，您好：');
    expect(zht.text).toContain('招標編號：NB-R-SITE');

    // An RFQ its maker made (a buyer of its site): the maker alone is told.
    const owned = sink.received.length;
    const asked = await server.post(
      '/tenderquestion/add',
      { rfqnum: 'NB-R-OWNED', question: 'Parking?' },
      tokens['nb-a'],
    );
    expect(asked.code).toBe(0);
    await delivered();
    expect(mailsSince(sink, owned).map((m) => `${m.to.join(',')} ${m.mail.subject}`)).toEqual([
      'nb-buyer-zh@example.com NB-A Alpha Notice Ltd 就 NB-R-OWNED 提出问题',
    ]);
  });

  it('tells the buyers of a paper quotation and a paper decline input by staff, as such, with no amount', async () => {
    const from = sink.received.length;
    const input = await server.post(
      '/util/update',
      {
        reqname: 'updateudztb_supp',
        udztb: ['NB-4A'],
        updateudztbline: [{ seqno: 1, unitprice: '4321.75' }],
      },
      tokens['nb-staff'],
    );
    expect(input).toMatchObject({ code: 0, status: 'SUBMITED' });
    const declined = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: await udztbId('NB-4B'), actionid: 8, commentstojll: 'Letter of 2 May' },
      tokens['nb-staff'],
    );
    expect(declined).toMatchObject({ code: 0, status: 'DECLINED' });
    await delivered();
    const told = mailsSince(sink, from);
    expect(told.map((m) => `${m.to.join(',')} ${m.mail.subject}`).sort()).toEqual([
      'nb-buyer-paper@example.com Paper decline of NB-B Beta Notice Ltd recorded on NB-R-PAPER',
      'nb-buyer-paper@example.com Paper quotation of NB-A Alpha Notice Ltd input on NB-R-PAPER',
    ]);
    for (const { mail } of told) {
      expect(mail.text).not.toMatch(AMOUNTS);
      expect(mail.html).not.toMatch(AMOUNTS);
    }
    const en = mailsTo(sink, from, 'nb-buyer-paper@example.com');
    const paper = only(en.filter((m) => m.subject.startsWith('Paper quotation')));
    expectPortalMail(paper, 'EN');
    expect(paper.text).toContain(
      'The paper quotation of NB-A Alpha Notice Ltd for the tender below has been input',
    );
    expect(paper.text).toMatch(/By: Pat Staff/);
    expect(paper.text).toContain('The quotation stays sealed');
    const letter = only(en.filter((m) => m.subject.startsWith('Paper decline')));
    expect(letter.text).toContain('Reason given:\n  Letter of 2 May');
    // The console counts both for a buyer who has not opened the tender since.
    const listed = await server.post<{ data: { rfqs: { rfqnum: string; unseen: number }[] } }>(
      '/buyer/rfq/list',
      { q: 'NB-R-PAPER' },
      tokens['nb-buyer-paper'],
    );
    expect(listed.data.rfqs.find((r) => r.rfqnum === 'NB-R-PAPER')?.unseen).toBe(2);
  });

  it('lets a buyer choose a daily digest or none in Account Settings; a supplier has no such option', async () => {
    const saved = await server.post<{ data: { activitymail: string; digesttime: string } }>(
      '/account/updatesettings',
      { activitymail: 'digest' },
      tokens['nb-buyer-en'],
    );
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ activitymail: 'digest', digesttime: '17:30' });
    const read = await server.post<{ data: { activitymail: string } }>(
      '/account/settings',
      {},
      tokens['nb-buyer-en'],
    );
    expect(read.data.activitymail).toBe('digest');
    expect(
      (await server.post('/account/updatesettings', { activitymail: 'none' }, tokens['nb-buyer-zht'])).code,
    ).toBe(0);
    const supplier = await server.post<{ data: Record<string, unknown> }>(
      '/account/settings',
      {},
      tokens['nb-a'],
    );
    expect(supplier.data).not.toHaveProperty('activitymail');
    const refused = await server.post('/account/updatesettings', { activitymail: 'digest' }, tokens['nb-a']);
    expect(refused.code).toBe(1000004);
    const bad = await server.post(
      '/account/updatesettings',
      { activitymail: 'weekly' },
      tokens['nb-buyer-en'],
    );
    expect(bad.code).not.toBe(0);
  });

  it('sends a digest buyer no single mail, then one digest with all three, once with two servers racing', async () => {
    const from = sink.received.length;
    await actOn('NB-R-DIGEST', 3);
    const singles = mailsSince(sink, from).filter((m) => m.to.some((to) => to.startsWith('nb-buyer')));
    // nb-buyer-zh still wants each; nb-buyer-en chose the digest and nb-buyer-zht none.
    expect(singles.map((m) => m.to.join(',')).sort()).toEqual(Array(3).fill('nb-buyer-zh@example.com'));

    const digestFrom = sink.received.length;
    const ctx = server.built.ctx;
    // Before the day's time nothing is claimed; at or after it, both servers race to claim the digest.
    expect(await sendDigests(ctx, { time: '23:59', now: new Date('2030-01-01T00:00:00Z') })).toBe(0);
    const racers = [ctx, second?.built.ctx ?? ctx];
    const queued = await Promise.all(racers.map((deps) => sendDigests(deps, { time: '00:00' })));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDigests(ctx, { time: '00:00' })).toBe(0);
    await delivered();
    const digest = only(mailsTo(sink, digestFrom, 'nb-buyer-en@example.com'));
    expect(mailsSince(sink, digestFrom)).toHaveLength(1);
    expectPortalMail(digest, 'EN');
    expect(digest.subject).toMatch(/^Daily digest of supplier activity, \d{4}-\d\d-\d\d: 6 update\(s\)$/);
    // Since its first digest covers the last day: NB-R-SITE's three actions too, by RFQ then time.
    expect(digest.text).toContain('Tender No.: NB-R-DIGEST\nDescription: Pool repair\n');
    expect(digest.text).toMatch(/HKT: Ann Alpha of NB-A Alpha Notice Ltd asked a question\n/);
    expect(digest.text).toMatch(/HKT: Bo Beta of NB-B Beta Notice Ltd declined\n/);
    expect(digest.text).toMatch(/HKT: Ann Alpha of NB-A Alpha Notice Ltd submitted a quotation\n/);
    expect(digest.text.match(/submitted a quotation/g)).toHaveLength(2);
    expect(digest.text).toContain('http://localhost:8080/buyer/rfq/NB-R-DIGEST');
    expect(digest.text).not.toMatch(AMOUNTS);
    expect(digest.html).not.toMatch(AMOUNTS);
    const claims = await ctx.db.selectFrom('notice_digest').select('user_id').execute();
    expect(claims).toHaveLength(1);
  });

  it('counts on the console what came since the buyer last opened each tender', async () => {
    const token = tokens['nb-buyer-zht'];
    type Rows = { data: { rfqs: { rfqnum: string; unseen: number }[] } };
    const unseen = async () => {
      const list = await server.post<Rows>('/buyer/rfq/list', { pagesize: 50 }, token);
      return Object.fromEntries(list.data.rfqs.map((row) => [row.rfqnum, row.unseen]));
    };
    const total = async () =>
      (await server.post<{ data: { unseen: number; rfqs: number } }>('/buyer/rfq/unseen', {}, token)).data;
    // Every buyer of the site sees the count, whoever is mailed: 'none' mails nothing but counts.
    expect(await unseen()).toMatchObject({ 'NB-R-OWNED': 1, 'NB-R-SITE': 3, 'NB-R-DIGEST': 3 });
    expect(await total()).toEqual({ unseen: 7, rfqs: 3 });
    expect((await server.post('/buyer/rfq/detail', { rfqnum: 'NB-R-SITE' }, token)).code).toBe(0);
    expect(await unseen()).toMatchObject({ 'NB-R-OWNED': 1, 'NB-R-SITE': 0, 'NB-R-DIGEST': 3 });
    expect(await total()).toEqual({ unseen: 4, rfqs: 2 });
    // Another buyer's look changes nothing for this one.
    const other = await server.post<Rows>('/buyer/rfq/list', { pagesize: 50 }, tokens['nb-buyer-en']);
    expect(other.data.rfqs.find((row) => row.rfqnum === 'NB-R-SITE')?.unseen).toBe(3);
    // A new question counts again.
    await server.post('/tenderquestion/add', { rfqnum: 'NB-R-SITE', question: 'Uniforms?' }, tokens['nb-a']);
    expect((await unseen())['NB-R-SITE']).toBe(1);
    // The other site's buyer sees none of it.
    const kln = await server.post<{ data: { unseen: number } }>(
      '/buyer/rfq/unseen',
      {},
      tokens['nb-buyer-kln'],
    );
    expect(kln.data.unseen).toBe(0);
  });
});
