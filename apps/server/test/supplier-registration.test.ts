import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCalls, login, PASSWORD, rfqInput, user } from './helpers/buyer-rfq-fixture.ts';
import { expectPortalMail, mailsTo, signIn } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33, item 4: a buyer invites a company that is not registered. Duplicates are caught (same e-mail;
// same e-mail domain and name; at registration, same BR number), the link is single use and expires, the
// registration waits for an approver or a buyer of the site, and only then can the contact sign in and
// see the invitation. Every mail is read back from a real SMTP sink.

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    {
      code: 'RG-A',
      name: 'Harbour Linen Ltd',
      contacts: [{ email: 'sales@harbourlinen.example', contact: 'Sally Sales', status: 'ACTIVE' }],
    },
  ],
  users: [
    user('rg-buyer', 'Vera Buyer', { siteid: 'HKHQ', roles: ['buyer'] }),
    user('rg-approver', 'Alan Approver', { siteid: 'HKHQ', roles: ['approver'] }),
    user('rg-far', 'Mo Faraway', { siteid: 'MOHQ', roles: ['buyer'] }),
    user('rg-a', 'Ann Alpha', { supplier: 'RG-A', siteid: 'HKHQ', email: 'ann@harbourlinen.example' }),
  ],
};

const NEW_PASSWORD = 'Fresh#2026reg';

/** A complete profile of the registration page; `extra` overrides fields. */
const profile = (extra: Row = {}): Row => ({
  companyname: 'Kowloon Pest Control Co., Ltd.',
  addressline1: '8 Nathan Road',
  city: 'Hong Kong',
  phone: '+852 2345 6789',
  homepage: 'https://kowloonpest.example',
  salutation: 'Mr',
  position: 'Director',
  contactphone: '+852 9123 4567',
  brnumber: '6612-3456',
  brexpirydate: '2099-12-31',
  cinumber: 'CI-778899',
  ...extra,
});

/** The token of the registration link in a mail's text. */
function tokenOf(text: string): string {
  const match = /\/register\?langcode=(?:EN|ZH|ZHT)#([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no registration link in: ${text}`);
  return match[1];
}

describe.each(bothDatabases)('supplier registration (issue 33, item 4) on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let calls: ReturnType<typeof buyerCalls>;
  const tokens: Record<string, string> = {};
  let openRfq = '';
  let draftRfq = '';
  const db = () => server.built.ctx.db;

  const buyerPost = async <T = Row>(path: string, body: unknown, who = 'rg-buyer', lang?: string) => {
    const reply = await server.post<{ data: T }>(`/buyer${path}`, body, tokens[who], lang);
    await server.built.ctx.tasks.idle();
    return reply;
  };
  const inviteNew = (body: Row, who = 'rg-buyer') =>
    buyerPost<{ registrationid: number | null; duplicates: Row[]; expiresat: string | null }>(
      '/rfq/invitenew',
      body,
      who,
    );
  const registrations = (body: Row = {}, who = 'rg-buyer') =>
    buyerPost<{ registrations: Array<Row & { registrationid: number; status: string }> }>(
      '/registration/list',
      body,
      who,
    );
  const submit = async (token: string, loginid: string, extra: Row = {}) =>
    server.post('/register/submit', {
      token,
      loginid,
      password: await server.encrypt(NEW_PASSWORD),
      acceptterms: true,
      profile: profile(),
      ...extra,
    });
  /** Fourteen days pass: the registration's link expires. */
  const expireLink = (id: number) =>
    db()
      .updateTable('supplier_registration')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
  /** An approver of the site rejects a registration; answers the reply's code. */
  const reject = async (id: number, reason: string) =>
    (await buyerPost('/registration/reject', { registrationid: id, reason }, 'rg-approver')).code;
  /** Invites a new company and answers its link's token, read from the mail the sink received. */
  const inviteAndReadLink = async (rfqnum: string, email: string, companyname: string, language = 'EN') => {
    const from = sink.received.length;
    const reply = await inviteNew({ rfqnum, companyname, contactname: 'Kit Contact', email, language });
    expect(reply.code).toBe(0);
    expect(reply.data.duplicates).toEqual([]);
    const [mail] = mailsTo(sink, from, email);
    if (!mail) throw new Error(`no registration mail to ${email}`);
    return { id: reply.data.registrationid as number, token: tokenOf(mail.text), mail };
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url });
    await server.importFixture(fixture);
    for (const loginid of ['rg-buyer', 'rg-approver', 'rg-far']) {
      tokens[loginid] = await login(server, sink, loginid);
    }
    tokens['rg-a'] = await signIn(server, sink, {
      loginid: 'rg-a',
      email: 'ann@harbourlinen.example',
      password: PASSWORD,
    });
    calls = buyerCalls(server);
    openRfq = (await calls.save(tokens['rg-buyer'] as string, rfqInput({ description: 'Pest control 2026' })))
      .data.rfqnum;
    await calls.invite(tokens['rg-buyer'] as string, openRfq, ['RG-A']);
    expect((await calls.publish(tokens['rg-buyer'] as string, openRfq)).code).toBe(0);
    draftRfq = (await calls.save(tokens['rg-buyer'] as string, rfqInput({ description: 'Landscaping 2026' })))
      .data.rfqnum;
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('shows the existing supplier instead: same e-mail, or same domain and a similar name', async () => {
    const byEmail = await inviteNew({
      rfqnum: openRfq,
      companyname: 'Something Else',
      contactname: 'Ann',
      email: 'ANN@harbourlinen.example',
    });
    expect(byEmail.code).toBe(0);
    expect(byEmail.data).toEqual({
      registrationid: null,
      expiresat: null,
      duplicates: [{ suppliercode: 'RG-A', suppliername: 'Harbour Linen Ltd', match: 'email' }],
    });
    const byName = await inviteNew({
      rfqnum: openRfq,
      companyname: 'HARBOUR LINEN LIMITED',
      contactname: 'Bob',
      email: 'bob@harbourlinen.example',
    });
    expect(byName.data.duplicates).toEqual([
      { suppliercode: 'RG-A', suppliername: 'Harbour Linen Ltd', match: 'name' },
    ]);
    // Same domain, another name: a different company; nothing was made by the two above.
    expect((await registrations()).data.registrations).toEqual([]);
    expect(
      await db().selectFrom('mail_outbox').select('id').where('kind', '=', 'registration-link').execute(),
    ).toEqual([]);
  });

  it('registers through a single-use link, waits for approval, then sees the invitation', async () => {
    const from = sink.received.length;
    const { id, token, mail } = await inviteAndReadLink(
      openRfq,
      'kit@kowloonpest.example',
      'Kowloon Pest Control',
    );
    expectPortalMail(mail, 'EN');
    expect(mail.subject).toContain('Invitation to register');
    expect(mail.text).toContain(openRfq);
    // The token is nowhere in the database: its hash only, and the mail's text is not kept.
    const stored = JSON.stringify(await db().selectFrom('supplier_registration').selectAll().execute());
    const outbox = JSON.stringify(await db().selectFrom('mail_outbox').selectAll().execute());
    const audit = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    for (const text of [stored, outbox, audit]) expect(text).not.toContain(token);
    expect(mailsTo(sink, from, 'kit@kowloonpest.example')).toHaveLength(1);

    // The buyer sees the invitee as waiting for registration; the same e-mail cannot be invited twice.
    const listed = (await registrations({ rfqnum: openRfq })).data.registrations;
    expect(listed.map((r) => [r.companyname, r.status])).toEqual([['Kowloon Pest Control', 'INVITED']]);
    const again = await inviteNew({
      rfqnum: draftRfq,
      companyname: 'Kowloon Pest',
      contactname: 'Kit',
      email: 'Kit@KowloonPest.example',
    });
    expect(again.code).toBe(5600050);

    // The page reads the link; a wrong token is refused.
    const check = await server.post<{ data: Row }>('/register/check', { token });
    expect(check.data).toMatchObject({
      companyname: 'Kowloon Pest Control',
      email: 'kit@kowloonpest.example',
    });
    expect((await server.post('/register/check', { token: `${token}x` })).code).toBe(5600051);

    // The portal's password rules, the terms, the home page rule.
    expect(
      (
        await server.post('/register/submit', {
          token,
          loginid: 'kit.kowloon',
          password: await server.encrypt('short'),
          acceptterms: true,
          profile: profile(),
        })
      ).code,
    ).toBe(3000010);
    expect((await submit(token, 'kit.kowloon', { acceptterms: false })).code).toBe(3000013);
    expect(
      (await submit(token, 'kit.kowloon', { profile: profile({ homepage: 'kowloon.example' }) })).code,
    ).toBe(5200001);
    // A login id taken, whatever its case.
    expect((await submit(token, 'RG-BUYER')).code).toBe(5600054);

    const submittedFrom = sink.received.length;
    expect((await submit(token, 'kit.kowloon')).code).toBe(0);
    await server.built.ctx.tasks.idle();
    // The buyer who invited the company is told it waits for review.
    await expect
      .poll(() => mailsTo(sink, submittedFrom, 'rg-buyer@example.com').map((m) => m.subject))
      .toEqual(['Kowloon Pest Control Co., Ltd. has registered: please review it']);
    // Single use.
    expect((await submit(token, 'kit.kowloon2')).code).toBe(5600053);
    expect((await server.post('/register/check', { token })).code).toBe(5600053);

    // Pending: no account yet, nothing to sign in to or see.
    const gencode = await server.post('/common/gencode', {
      suppliername: 'kit.kowloon',
      password: await server.encrypt(NEW_PASSWORD),
      isforget: false,
    });
    expect(gencode.code).not.toBe(0);
    const pendingReply = await registrations({ pending: true });
    expect(pendingReply).toMatchObject({ code: 0 });
    const pending = pendingReply.data.registrations;
    expect(pending.map((r) => [r.registrationid, r.status, r.loginid])).toEqual([
      [id, 'SUBMITTED', 'kit.kowloon'],
    ]);
    expect(pending[0]?.profile).toMatchObject({
      companyname: 'Kowloon Pest Control Co., Ltd.',
      brnumber: '6612-3456',
    });

    // Not a buyer of another site, not a supplier.
    expect((await buyerPost('/registration/approve', { registrationid: id }, 'rg-far')).code).toBe(5600056);
    expect((await buyerPost('/registration/list', {}, 'rg-far')).data.registrations).toEqual([]);
    expect((await buyerPost('/registration/approve', { registrationid: id }, 'rg-a')).code).toBe(1000004);

    // The approver of the site approves: supplier, account, invitation (mailed) and the approval mail.
    const approvedFrom = sink.received.length;
    const approved = await buyerPost<Row>('/registration/approve', { registrationid: id }, 'rg-approver');
    expect(approved.code).toBe(0);
    const code = `N${String(id).padStart(5, '0')}`;
    expect(approved.data).toEqual({ suppliercode: code, invitation: 'made' });
    expect((await buyerPost('/registration/approve', { registrationid: id }, 'rg-buyer')).code).toBe(5600057);
    const told = mailsTo(sink, approvedFrom, 'kit@kowloonpest.example').map((m) => m.subject);
    expect(told).toHaveLength(2);
    expect(told.some((s) => s.includes('approved'))).toBe(true);
    const supplier = await db()
      .selectFrom('supplier')
      .select(['code', 'name', 'brnumber', 'homepage'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(supplier).toEqual({
      code,
      name: 'Kowloon Pest Control Co., Ltd.',
      brnumber: '66123456',
      homepage: 'https://kowloonpest.example',
    });

    // The contact signs in with the password chosen and sees the invitation to the RFQ.
    const token2 = await signIn(server, sink, {
      loginid: 'kit.kowloon',
      email: 'kit@kowloonpest.example',
      password: NEW_PASSWORD,
    });
    const list = await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb' }, token2);
    expect(list.getudztb.map((t) => t.rfqnum)).toEqual([openRfq]);
    const detail = (await calls.detail(tokens['rg-buyer'] as string, openRfq)).data;
    expect(detail.invitations.map((i) => i.suppliercode).sort()).toEqual([code, 'RG-A'].sort());
  });

  it('refuses a BR number already registered and flags the invitation; a buyer of the site approves', async () => {
    const { id, token } = await inviteAndReadLink(
      draftRfq,
      'mei@newgarden.example',
      'New Garden Landscaping',
      'ZHT',
    );
    const reply = await submit(token, 'mei.garden', {}).then((r) => r);
    // The BR number of the supplier approved above, written differently.
    expect(reply.code).toBe(5600055);
    const flagged = (await registrations({ rfqnum: draftRfq })).data.registrations[0];
    expect(flagged).toMatchObject({ registrationid: id, status: 'INVITED', flagged: true });
    // The link stays usable with the right number.
    expect(
      (
        await submit(token, 'mei.garden', {
          profile: profile({ brnumber: '7788 9900', companyname: 'New Garden' }),
        })
      ).code,
    ).toBe(0);
    const approved = await buyerPost<Row>('/registration/approve', { registrationid: id }, 'rg-buyer');
    // The RFQ is a draft: the new supplier is on its pick list.
    expect(approved.data).toMatchObject({ invitation: 'listed' });
    const detail = (await calls.detail(tokens['rg-buyer'] as string, draftRfq)).data;
    expect(detail.invitations.map((i) => i.suppliercode)).toEqual([approved.data.suppliercode]);
  });

  it('expires a link after 14 days and mails a rejection with its reason', async () => {
    const expired = await inviteAndReadLink(draftRfq, 'old@lateco.example', 'Late Company');
    await expireLink(expired.id);
    expect((await server.post('/register/check', { token: expired.token })).code).toBe(5600052);
    expect((await submit(expired.token, 'old.late')).code).toBe(5600052);
    expect(
      (await registrations({ rfqnum: draftRfq })).data.registrations.find(
        (r) => r.registrationid === expired.id,
      )?.status,
    ).toBe('EXPIRED');

    const rejected = await inviteAndReadLink(draftRfq, 'rex@rejectco.example', 'Reject Company', 'ZH');
    expect((await submit(rejected.token, 'rex.reject', { profile: profile({ brnumber: 'R-1' }) })).code).toBe(
      0,
    );
    expect(await reject(rejected.id, ' ')).toBe(5600010);
    const from = sink.received.length;
    expect(await reject(rejected.id, '资料不完整')).toBe(0);
    const [mail] = mailsTo(sink, from, 'rex@rejectco.example');
    expect(mail?.subject).toBe('您的供应商注册未获批准');
    expect(mail?.text).toContain('资料不完整');
    const row = await db()
      .selectFrom('supplier_registration')
      .select(['status', 'password_hash'])
      .where('id', '=', rejected.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'REJECTED', password_hash: null });
    expect(
      (await buyerPost('/registration/approve', { registrationid: rejected.id }, 'rg-approver')).code,
    ).toBe(5600057);
  });
  it('sends a link again: a new one for 14 days, the one sent before stops working; not once used', async () => {
    const late = await inviteAndReadLink(draftRfq, 'ria@resendco.example', 'Resend Company', 'ZH');
    await expireLink(late.id);
    // A buyer of the site only: not another site's buyer, not an approver (who reviews, not invites).
    const resend = (who = 'rg-buyer', id = late.id) =>
      buyerPost<{ expiresat: string }>('/registration/resend', { registrationid: id }, who);
    expect((await resend('rg-far')).code).toBe(5600056);
    expect((await resend('rg-approver')).code).toBe(1000004);
    expect((await resend('rg-buyer', 999_999)).code).toBe(5600056);

    const from = sink.received.length;
    const sent = await resend();
    expect(sent.code).toBe(0);
    const expires = new Date(sent.data.expiresat).getTime();
    expect(Math.abs(expires - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    // Mailed at once, in the contact's language, with a new link; the old link no longer works.
    const [mail] = mailsTo(sink, from, 'ria@resendco.example');
    if (!mail) throw new Error('no second registration mail');
    expect(mail.subject).toBe(late.mail.subject);
    const token = tokenOf(mail.text);
    expect(token).not.toBe(late.token);
    expect((await server.post('/register/check', { token: late.token })).code).toBe(5600051);
    expect((await server.post('/register/check', { token })).code).toBe(0);
    const listed = (await registrations({ rfqnum: draftRfq })).data.registrations.find(
      (r) => r.registrationid === late.id,
    );
    expect(listed).toMatchObject({ status: 'INVITED', expiresat: sent.data.expiresat });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('entity', '=', 'supplier_registration')
      .where('entity_id', '=', String(late.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('registration.resend');
    expect(JSON.stringify(audit.detail)).not.toContain(token);

    // Once the company has registered the link is used: nothing to send; once decided, neither.
    expect((await submit(token, 'ria.resend', { profile: profile({ brnumber: 'RS-1' }) })).code).toBe(0);
    expect((await resend()).code).toBe(5600053);
    expect(await reject(late.id, 'Not needed')).toBe(0);
    expect((await resend()).code).toBe(5600057);
  });

  it('still approves once the RFQ has closed, without an invitation', async () => {
    const { id, token } = await inviteAndReadLink(openRfq, 'late@closedco.example', 'Closed Company');
    expect((await submit(token, 'late.closed', { profile: profile({ brnumber: 'CL-42' }) })).code).toBe(0);
    await db()
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 60_000) })
      .where('rfqnum', '=', openRfq)
      .execute();
    const approved = await buyerPost<Row>('/registration/approve', { registrationid: id }, 'rg-approver');
    expect(approved.data).toEqual({ suppliercode: `N${String(id).padStart(5, '0')}`, invitation: 'none' });
    const invitations = await db()
      .selectFrom('udztb')
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .select('supplier.code')
      .where('supplier.code', '=', approved.data.suppliercode as string)
      .execute();
    expect(invitations).toEqual([]);
  });

  it('counts a wrong link with the failed sign-ins of the address, and gives a good one back', async () => {
    const count = async () =>
      (
        await db()
          .selectFrom('rate_limit')
          .select('count')
          .where('key', 'like', 'sign-in:%')
          .executeTakeFirst()
      )?.count ?? 0;
    const before = await count();
    expect((await server.post('/register/check', { token: 'not-a-token' })).code).toBe(5600051);
    expect(await count()).toBe(before + 1);
    const { token } = await inviteAndReadLink(draftRfq, 'good@goodlink.example', 'Good Link Company');
    expect((await server.post('/register/check', { token })).code).toBe(0);
    expect(await count()).toBe(before + 1);
  });
});

describe('the demo (issue 33, item 4)', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('has a registration waiting for approval; approved, demo.newco sees its invitation', async () => {
    // The demo's mails stay in the outbox folder (no SMTP_URL), where the codes are read.
    server = await startTestServer('pglite', { SEED_DEMO: '1', REMINDER_HOURS: '0' });
    await server.built.ctx.tasks.idle();
    const approver = await server.login('demo.approver', 'Demo#2026pass');
    const list = await server.post<{ data: { registrations: Row[] } }>(
      '/buyer/registration/list',
      { pending: true },
      approver,
    );
    expect(list.data.registrations.map((r) => [r.rfqnum, r.status, r.loginid])).toEqual([
      ['RFQ-2026-0101', 'SUBMITTED', 'demo.newco'],
    ]);
    const approved = await server.post<{ data: Row }>(
      '/buyer/registration/approve',
      { registrationid: list.data.registrations[0]?.registrationid },
      approver,
    );
    expect(approved.data).toMatchObject({ invitation: 'made' });
    const newco = await server.login('demo.newco', 'Demo#2026pass');
    const tenders = await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb' }, newco);
    expect(tenders.getudztb.map((t) => t.rfqnum)).toEqual(['RFQ-2026-0101']);
    // Another company's link expired unused: demo.buyer sends it again.
    const buyer = await server.login('demo.buyer', 'Demo#2026pass');
    const all = await server.post<{ data: { registrations: Row[] } }>('/buyer/registration/list', {}, buyer);
    const expired = all.data.registrations.find((r) => r.companyname === 'Kowloon Bay Pest Control');
    expect(expired).toMatchObject({
      rfqnum: 'RFQ-2026-0101',
      status: 'EXPIRED',
      email: 'demo.pest@example.com',
    });
    const sent = await server.post<{ data: Row }>(
      '/buyer/registration/resend',
      { registrationid: expired?.registrationid },
      buyer,
    );
    expect(sent.code).toBe(0);
  });
});
