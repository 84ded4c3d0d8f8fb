import { formatZonedDateTime } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOQ,
  buyerCalls,
  buyerFixture,
  daysFromNow,
  keysOf,
  login,
  PRICE_FIELDS,
  rfqInput,
} from './helpers/buyer-rfq-fixture.ts';
import { expectPortalMail, expectTenderNamed, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import { upload } from './helpers/profile-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 17, the buyer console part 1: a buyer creates a draft (numbered by the server), saves partial
// work, invites, publishes (each invitee gets an invitation in status NEW with the lines and a mail in
// each user's language, recorded in mail_log), amends an open RFQ (a revision with its reason, lines
// resynchronised with prices kept, a submitted quotation back to WTQUOTE, the supplier's header showing
// amendedat), and every bad input is a coded refusal that changes nothing. Sealed bids: no price field in
// any buyer reply. RFQ attachments: uploaded by the buyer while draft or open, unreachable by suppliers
// while the RFQ is a draft.

type Row = Record<string, unknown>;

describe.each(bothDatabases)('the buyer console: create, invite, publish, amend on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let supplierC: string;
  let staff: string;
  let calls: ReturnType<typeof buyerCalls>;

  const db = () => server.built.ctx.db;
  const idle = () => server.built.ctx.tasks.idle();
  const rfqRow = (rfqnum: string) =>
    db()
      .selectFrom('rfq')
      .select(['id', 'status', 'version', 'revision', 'closingdate', 'description', 'published_at'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();
  const invitationsOf = (rfqnum: string) =>
    db()
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(['udztb.id', 'udztb.udztbnum', 'udztb.status', 'udztb.amended_at', 'udztb.version'])
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('udztb.udztbnum')
      .execute();
  const inviteesOf = (rfqnum: string) =>
    db()
      .selectFrom('rfq_invitee')
      .innerJoin('rfq', 'rfq.id', 'rfq_invitee.rfq_id')
      .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
      .select('supplier.code')
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('supplier.code')
      .execute()
      .then((rows) => rows.map((r) => r.code));
  const rfqLines = (rfqnum: string) =>
    db()
      .selectFrom('rfq_line')
      .innerJoin('rfq', 'rfq.id', 'rfq_line.rfq_id')
      .select(['rfq_line.seqno', 'rfq_line.description', 'rfq_line.autocal'])
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('rfq_line.seqno')
      .execute();
  const mailLog = (rfqnum: string) =>
    db()
      .selectFrom('mail_log')
      .innerJoin('rfq', 'rfq.id', 'mail_log.rfq_id')
      .select(['mail_log.kind', 'mail_log.email', 'mail_log.udztb_id', 'mail_log.supplier_id'])
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('mail_log.id')
      .execute();
  const header = async (token: string, udztbnum: string) =>
    (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', udztbnum }, token))
      .getudztb?.[0];
  const supplierLines = async (token: string, udztbnum: string) =>
    (await server.post<{ getudztbline: Row[] }>('/util/list', { reqname: 'getudztbline', udztbnum }, token))
      .getudztbline;
  /** A new draft with the lines and invitees given, answered by its number. */
  const draft = async (extra: Row = {}, invitees: string[] = []) => {
    const saved = await calls.save(buyer, rfqInput(extra));
    expect(saved.code).toBe(0);
    if (invitees.length > 0) expect((await calls.invite(buyer, saved.data.rfqnum, invitees)).code).toBe(0);
    return saved.data.rfqnum;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
    supplierA = await login(server, sink, 'br-a-en');
    supplierB = await login(server, sink, 'br-b-zht');
    supplierC = await login(server, sink, 'br-c');
    staff = await login(server, sink, 'br-staff');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('runs the whole path: draft, invite, publish, mails, submit, amend, resubmit notice', async () => {
    // Creation: the server numbers the draft RFQ-<year>-B<4 digits>; the next one is one more.
    const created = await calls.save(buyer, rfqInput());
    expect(created).toMatchObject({ code: 0, data: { revision: 0, version: 0 } });
    const rfqnum = created.data.rfqnum;
    const match = /^RFQ-(\d{4})-B(\d{4})$/.exec(rfqnum);
    expect(match).not.toBeNull();
    const second = await calls.save(buyer, rfqInput({ description: 'Second draft' }));
    expect(second.data.rfqnum).toBe(`RFQ-${match?.[1]}-B${String(Number(match?.[2]) + 1).padStart(4, '0')}`);
    expect(await rfqLines(rfqnum)).toEqual([
      { seqno: 1, description: 'Lobby works', autocal: '' },
      { seqno: 2, description: 'Cleaning', autocal: 'Y' },
      { seqno: 3, description: 'Polishing', autocal: 'Y' },
      { seqno: 4, description: 'Subtotal', autocal: '2+3' },
    ]);

    // A draft saves partial work (an empty description) and bumps its version.
    const partial = await calls.save(
      buyer,
      rfqInput({ rfqnum, lines: [...BOQ, { seqno: 5, description: '' }] }),
      0,
    );
    expect(partial).toMatchObject({ code: 0, data: { rfqnum, revision: 0, version: 1 } });
    const restored = await calls.save(buyer, rfqInput({ rfqnum }), 1);
    expect(restored.data.version).toBe(2);

    // Invite two: the draft's pick list, no invitation (invisible to suppliers).
    expect(await calls.invite(buyer, rfqnum, ['BR-A', 'BR-B'])).toMatchObject({
      code: 0,
      data: { invited: 2 },
    });
    expect(await inviteesOf(rfqnum)).toEqual(['BR-A', 'BR-B']);
    expect(await invitationsOf(rfqnum)).toEqual([]);
    const drafted = await calls.detail(buyer, rfqnum);
    expect(drafted.data.status).toBe('DRAFT');
    expect(drafted.data.invitations.map((i) => [i.suppliercode, i.udztbnum, i.status])).toEqual([
      ['BR-A', null, ''],
      ['BR-B', null, ''],
    ]);
    expect((await header(supplierA, `${rfqnum}-BR-A`)) ?? null).toBeNull();

    // Publish: two NEW invitations with the lines, mailed to each user in their language.
    const from = sink.received.length;
    expect(await calls.publish(buyer, rfqnum)).toMatchObject({ code: 0, data: { rfqnum, invitations: 2 } });
    await idle();
    const published = await rfqRow(rfqnum);
    expect(published).toMatchObject({ status: 'PUBLISHED', version: 3 });
    expect(published.published_at).not.toBeNull();
    expect((await invitationsOf(rfqnum)).map((i) => [i.udztbnum, i.status])).toEqual([
      [`${rfqnum}-BR-A`, 'NEW'],
      [`${rfqnum}-BR-B`, 'NEW'],
    ]);
    expect(await header(supplierA, `${rfqnum}-BR-A`)).toMatchObject({ status: 'NEW', amendedat: null });
    expect((await supplierLines(supplierB, `${rfqnum}-BR-B`)).map((l) => [l.seqno, l.description])).toEqual([
      [1, 'Lobby works'],
      [2, 'Cleaning'],
      [3, 'Polishing'],
      [4, 'Subtotal'],
    ]);
    // Another supplier sees nothing of it.
    expect((await header(supplierC, `${rfqnum}-BR-A`)) ?? null).toBeNull();
    const zh = mailsTo(sink, from, 'br-a-zh@example.com');
    const en = mailsTo(sink, from, 'br-a-en@example.com');
    const zht = mailsTo(sink, from, 'br-b-zht@example.com');
    expect([zh.length, en.length, zht.length]).toEqual([1, 1, 1]);
    // Named by the RFQ number and description the portal shows, not the invitation's number (issue 35).
    expect(zh[0]?.subject).toBe(`招标邀请：${rfqnum}`);
    expect(en[0]?.subject).toBe(`Invitation to tender: ${rfqnum}`);
    expect(zht[0]?.subject).toBe(`招標邀請：${rfqnum}`);
    expectTenderNamed(en[0] as never, {
      rfqnum,
      description: 'Lobby cleaning 2026',
      path: `/tenderdetail/${rfqnum}-BR-A/1/NEW`,
      udztbnum: `${rfqnum}-BR-A`,
    });
    expectPortalMail(zh[0] as never, 'ZH');
    expectPortalMail(zht[0] as never, 'ZHT');
    expect(mailsSince(sink, from).flatMap((m) => m.to)).not.toContain('br-c@example.com');
    expect((await mailLog(rfqnum)).map((m) => [m.kind, m.email]).sort()).toEqual([
      ['invitation', 'br-a-en@example.com'],
      ['invitation', 'br-a-zh@example.com'],
      ['invitation', 'br-b-zht@example.com'],
    ]);

    // Supplier A acknowledges and submits; B only acknowledges.
    const [a, b] = await invitationsOf(rfqnum);
    const flow = (token: string, id: number | undefined, actionid: number, extra: Row = {}) =>
      server.post(
        '/workflow/submitworkflow',
        { ownertable: 'udztb', ownerid: id, actionid, ...extra },
        token,
      );
    expect((await flow(supplierA, a?.id, 7)).code).toBe(0);
    expect((await flow(supplierB, b?.id, 7)).code).toBe(0);
    const submitted = await flow(supplierA, a?.id, 4, {
      updateudztbline: [
        { seqno: 2, unitprice: '100.50' },
        { seqno: 3, unitprice: '20' },
      ],
    });
    expect(submitted).toMatchObject({ code: 0, status: 'SUBMITED' });

    // Sealed bids: neither the detail nor the list carries a price field before closing.
    const before = await calls.detail(buyer, rfqnum);
    const list = await calls.list(buyer, { str: rfqnum });
    for (const reply of [before, list]) {
      const keys = keysOf(reply.data);
      for (const field of PRICE_FIELDS) expect(keys.has(field), field).toBe(false);
      expect(JSON.stringify(reply.data)).not.toContain('100.5');
    }
    expect(list.data.rfqs).toEqual([
      expect.objectContaining({
        rfqnum,
        status: 'OPEN',
        invited: 2,
        acknowledged: 2,
        submitted: 1,
        declined: 0,
      }),
    ]);
    const invitationA = before.data.invitations.find((i) => i.suppliercode === 'BR-A');
    expect(invitationA).toMatchObject({ status: 'SUBMITED', amended: false });
    expect(invitationA?.acknowledgedat).toEqual(expect.any(String));
    expect(invitationA?.submittedat).toEqual(expect.any(String));
    expect(before.data.invitations.find((i) => i.suppliercode === 'BR-B')).toMatchObject({
      status: 'WTQUOTE',
      submittedat: null,
    });

    // Amend the closing date and a quantity with a reason: revision 1, every invitation amended, A back
    // to WTQUOTE with its prices kept, both suppliers mailed (A told to submit again) with what changed,
    // old -> new, the headers showing amendedat.
    await idle();
    const amendFrom = sink.received.length;
    const { config } = server.built.ctx;
    const shown = (when: Date | string) => formatZonedDateTime(when, config.timeZone, config.timeZoneLabel);
    const oldClosing = shown((await rfqRow(rfqnum)).closingdate);
    const newClosing = daysFromNow(14);
    const lines = BOQ.map((line) => (line.seqno === 3 ? { ...line, quantity: '5' } : line));
    const amended = await calls.save(
      buyer,
      rfqInput({ rfqnum, closingdate: newClosing, lines, reason: 'Site access moved to next week' }),
      before.data.version,
    );
    expect(amended).toMatchObject({
      code: 0,
      data: { rfqnum, revision: 1, version: before.data.version + 1 },
    });
    await idle();
    const afterAmend = await invitationsOf(rfqnum);
    expect(afterAmend.map((i) => i.status)).toEqual(['WTQUOTE', 'WTQUOTE']);
    for (const i of afterAmend) expect(i.amended_at).not.toBeNull();
    const pricesA = await db()
      .selectFrom('udztb_line')
      .select(['seqno', 'unitprice', 'totallineamount'])
      .where('udztb_id', '=', a?.id as number)
      .orderBy('seqno')
      .execute();
    expect(pricesA.map((l) => [l.seqno, l.unitprice, l.totallineamount])).toEqual([
      [1, null, null],
      [2, '100.50', '201.00'],
      [3, '20.00', '100.00'],
      [4, null, '301.00'],
    ]);
    const headerA = await header(supplierA, `${rfqnum}-BR-A`);
    expect(headerA).toMatchObject({ status: 'WTQUOTE', closingdate: new Date(newClosing).toISOString() });
    expect(headerA?.amendedat).toEqual(expect.any(String));
    expect(headerA?.submittedat).toEqual(expect.any(String));
    const [amendZh] = mailsTo(sink, amendFrom, 'br-a-zh@example.com');
    const [amendEn] = mailsTo(sink, amendFrom, 'br-a-en@example.com');
    const [amendZht] = mailsTo(sink, amendFrom, 'br-b-zht@example.com');
    expect(amendZh?.subject).toBe(`招标已修订：${rfqnum}`);
    expect(amendEn?.subject).toBe(`Tender amended: ${rfqnum}`);
    expect(amendZht?.subject).toBe(`招標已修訂：${rfqnum}`);
    expectTenderNamed(amendZht as never, {
      rfqnum,
      description: 'Lobby cleaning 2026',
      path: `/tenderdetail/${rfqnum}-BR-B/1/WTQUOTE`,
      udztbnum: `${rfqnum}-BR-B`,
    });
    expect(amendEn?.text).toContain('Site access moved to next week');
    expect(amendEn?.text).toContain(
      `What has changed:\n- Closing Date: ${oldClosing} → ${shown(newClosing)}\n- Line 3, Quantity: 3 → 5\n\n`,
    );
    expect(amendZh?.text).toContain(
      `修订内容：\n- 截标日期：${oldClosing} → ${shown(newClosing)}\n- 第 3 行，数量：3 → 5\n\n`,
    );
    // Sealed bids: the list holds buyer fields only, never a supplier's price.
    for (const mail of [amendEn, amendZh, amendZht]) expect(mail?.text).not.toMatch(/100\.5|20\.00|301/);
    expect(amendEn?.text).toContain('submit it again');
    expect(amendZh?.text).toContain('再次提交');
    expect(amendZht?.text).not.toContain('再次提交');
    expect(amendZht?.text).toContain('修訂內容：\n- 截標日期：');
    expectPortalMail(amendZht as never, 'ZHT');
    expect((await mailLog(rfqnum)).filter((m) => m.kind === 'amendment')).toHaveLength(3);

    // The buyer's detail: the revision, the mails and the audit of the RFQ and its invitations.
    const detail = await calls.detail(buyer, rfqnum);
    expect(detail.data).toMatchObject({ status: 'OPEN', revision: 1 });
    expect(detail.data.revisions).toEqual([
      expect.objectContaining({
        revision: 1,
        reason: 'Site access moved to next week',
        changedby: 'Vera Buyer',
        changes: ['closingdate', 'lines'],
      }),
    ]);
    expect(detail.data.invitations.find((i) => i.suppliercode === 'BR-A')).toMatchObject({
      status: 'WTQUOTE',
      amended: true,
    });
    expect(new Set(detail.data.mails.map((m) => m.kind))).toEqual(
      // The buyer's own notice of the submission is in the tender's mails too (issue 35, item 13).
      new Set(['invitation', 'receipt', 'supplier-activity', 'amendment']),
    );
    expect(new Set(detail.data.mails.map((m) => m.state))).toEqual(new Set(['sent']));
    const actions = detail.data.audit.map((e) => `${e.action} ${e.subject} ${e.fromstatus}>${e.tostatus}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `rfq.create ${rfqnum} >DRAFT`,
        `rfq.save ${rfqnum} DRAFT>DRAFT`,
        `rfq.invite ${rfqnum} DRAFT>DRAFT`,
        `rfq.publish ${rfqnum} DRAFT>PUBLISHED`,
        `rfq.publish ${rfqnum}-BR-A >NEW`,
        `workflow ${rfqnum}-BR-A NEW>WTQUOTE`,
        `workflow ${rfqnum}-BR-A WTQUOTE>SUBMITED`,
        `rfq.amend ${rfqnum} PUBLISHED>PUBLISHED`,
        `rfq.amend ${rfqnum}-BR-A SUBMITED>WTQUOTE`,
      ]),
    );
    for (const field of PRICE_FIELDS) expect(keysOf(detail.data).has(field), field).toBe(false);

    // Amending the lines resyncs every invitation's copy, keeping the prices by seqno.
    const withLine = await calls.save(
      buyer,
      rfqInput({
        rfqnum,
        closingdate: newClosing,
        lines: [...BOQ, { seqno: 5, description: 'Windows', autocal: 'Y', quantity: '1' }],
        reason: 'Windows added',
      }),
      detail.data.version,
    );
    expect(withLine).toMatchObject({ code: 0, data: { revision: 2 } });
    expect((await supplierLines(supplierA, `${rfqnum}-BR-A`)).map((l) => [l.seqno, l.unitprice])).toEqual([
      [1, null],
      [2, '100.50'],
      [3, '20.00'],
      [4, null],
      [5, null],
    ]);
    expect((await calls.detail(buyer, rfqnum)).data.revisions.map((r) => r.changes)).toEqual([
      ['lines'],
      ['closingdate', 'lines'],
    ]);

    // Inviting to an open RFQ makes the invitation at once, mailed.
    const lateFrom = sink.received.length;
    expect(await calls.invite(buyer, rfqnum, ['BR-C'])).toMatchObject({ code: 0, data: { invited: 1 } });
    await idle();
    expect(await header(supplierC, `${rfqnum}-BR-C`)).toMatchObject({ status: 'NEW' });
    expect((await supplierLines(supplierC, `${rfqnum}-BR-C`)).map((l) => l.seqno)).toEqual([1, 2, 3, 4, 5]);
    expect(mailsTo(sink, lateFrom, 'br-c@example.com').map((m) => m.subject)).toEqual([
      `Invitation to tender: ${rfqnum}`,
    ]);
  });

  it('lists the site’s RFQs by stage, with search, filter and counts', async () => {
    const open = await draft({ description: 'Listing open one' }, ['BR-A']);
    expect((await calls.publish(buyer, open)).code).toBe(0);
    const drafted = await draft({ description: 'Listing draft one' });
    const all = await calls.list(buyer, { str: 'listing', pagesize: 10 });
    expect(all.data.totalcount).toBe(2);
    expect(all.data.rfqs.map((r) => [r.rfqnum, r.status, r.invited])).toEqual([
      [open, 'OPEN', 1],
      [drafted, 'DRAFT', 0],
    ]);
    expect(
      (await calls.list(buyer, { str: 'LISTING', status: 'DRAFT' })).data.rfqs.map((r) => r.rfqnum),
    ).toEqual([drafted]);
    expect((await calls.list(buyer, { str: open, status: 'CLOSED' })).data.totalcount).toBe(0);
    // Closed on the server clock: the same RFQ moves to CLOSED.
    await db()
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 60_000) })
      .where('rfqnum', '=', open)
      .execute();
    expect((await calls.list(buyer, { str: open, status: 'CLOSED' })).data.rfqs.map((r) => r.rfqnum)).toEqual(
      [open],
    );
    // A search text is a literal: % and _ match themselves.
    expect((await calls.list(buyer, { str: '%' })).data.totalcount).toBe(0);
  });

  it('finds suppliers by code, name or service scope, with expired certificates and users', async () => {
    const found = await calls.search(buyer, 'br-');
    expect(found.data.suppliers.map((s) => [s.code, s.users])).toEqual([
      ['BR-A', 2],
      ['BR-B', 1],
      ['BR-C', 1],
    ]);
    expect((await calls.search(buyer, 'gamma')).data.suppliers.map((s) => s.code)).toEqual(['BR-C']);
    expect((await calls.search(buyer, 'nobody like this')).data.suppliers).toEqual([]);
  });

  it('refuses each bad input with its code, changing nothing', async () => {
    const rfqCount = async () =>
      (
        await db()
          .selectFrom('rfq')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await rfqCount());

    // Sum lines naming themselves, a missing line, or a cycle: refused on creation, nothing stored.
    const self = await calls.save(
      buyer,
      rfqInput({ lines: [...BOQ, { seqno: 5, description: 'Self', autocal: '5' }] }),
    );
    expect(self).toMatchObject({ code: 5600003, data: { lines: [{ seqno: 5, problem: 'sum-self' }] } });
    const missing = await calls.save(
      buyer,
      rfqInput({ lines: [...BOQ, { seqno: 5, description: 'M', autocal: '2+9' }] }),
    );
    expect(missing).toMatchObject({ code: 5600003, data: { lines: [{ seqno: 5, problem: 'sum-missing' }] } });
    const cycle = await calls.save(
      buyer,
      rfqInput({
        lines: [
          { seqno: 1, description: 'A', autocal: '2' },
          { seqno: 2, description: 'B', autocal: '1' },
        ],
      }),
    );
    expect(cycle.code).toBe(5600003);
    expect(((cycle.data?.lines ?? []) as Row[]).map((l) => l.problem)).toEqual(['sum-cycle', 'sum-cycle']);
    expect(Number(await rfqCount())).toBe(before);

    // On an existing draft: the stored lines and version stay.
    const rfqnum = await draft();
    const self2 = await calls.save(
      buyer,
      rfqInput({ rfqnum, lines: [{ seqno: 1, description: 'Loop', autocal: '1' }] }),
      0,
    );
    expect(self2.code).toBe(5600003);
    expect((await rfqLines(rfqnum)).map((l) => l.seqno)).toEqual([1, 2, 3, 4]);
    expect((await rfqRow(rfqnum)).version).toBe(0);
    // A stale version, and a number already taken.
    expect((await calls.save(buyer, rfqInput({ rfqnum, description: 'Stale' }), 7)).code).toBe(4000006);
    expect((await calls.save(buyer, rfqInput({ rfqnum }))).code).toBe(5600013);
    expect((await calls.save(buyer, rfqInput({ rfqnum: ' RFQ-SPACED ' }))).code).toBe(1000002);
    expect((await rfqRow(rfqnum)).description).toBe('Lobby cleaning 2026');

    // Publishing: nobody invited, no lines, closing date past, empty description.
    expect((await calls.publish(buyer, rfqnum)).code).toBe(5600012);
    const noLines = await draft({ lines: [] }, ['BR-A']);
    expect((await calls.publish(buyer, noLines)).code).toBe(5600001);
    const past = await draft({ closingdate: daysFromNow(-1) }, ['BR-A']);
    expect((await calls.publish(buyer, past)).code).toBe(5600002);
    const blank = await draft({ lines: [...BOQ, { seqno: 5, description: ' ' }] }, ['BR-A']);
    expect(await calls.publish(buyer, blank)).toMatchObject({
      code: 5600003,
      data: { lines: [{ seqno: 5, problem: 'no-description' }] },
    });
    for (const refused of [rfqnum, noLines, past, blank]) {
      expect((await rfqRow(refused)).status).toBe('DRAFT');
      expect(await invitationsOf(refused)).toEqual([]);
    }

    // Inviting twice (in the draft, then after publishing), an unknown supplier.
    expect(await calls.invite(buyer, rfqnum, ['BR-A', 'BR-B'])).toMatchObject({ code: 0 });
    expect(await calls.invite(buyer, rfqnum, ['BR-C', 'BR-A'])).toMatchObject({
      code: 5600004,
      data: { suppliers: ['BR-A'] },
    });
    expect(await calls.invite(buyer, rfqnum, ['BR-C', 'NOPE'])).toMatchObject({
      code: 5600011,
      data: { suppliers: ['NOPE'] },
    });
    expect(await inviteesOf(rfqnum)).toEqual(['BR-A', 'BR-B']);
    // Taken off the pick list, then put back.
    expect((await calls.uninvite(buyer, rfqnum, ['BR-B'])).code).toBe(0);
    expect(await inviteesOf(rfqnum)).toEqual(['BR-A']);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    await idle();
    expect((await calls.publish(buyer, rfqnum)).code).toBe(5600009);
    expect((await calls.uninvite(buyer, rfqnum, ['BR-A'])).code).toBe(5600009);
    expect((await calls.invite(buyer, rfqnum, ['BR-A'])).code).toBe(5600004);
    expect((await invitationsOf(rfqnum)).map((i) => i.udztbnum)).toEqual([`${rfqnum}-BR-A`]);

    // Amending: no reason, a closing date in the past, a blank line; then after closing.
    const open = await rfqRow(rfqnum);
    const amendFrom = sink.received.length;
    const noReason = await calls.save(
      buyer,
      rfqInput({ rfqnum, closingdate: daysFromNow(20) }),
      open.version,
    );
    expect(noReason.code).toBe(5600010);
    expect((await calls.save(buyer, rfqInput({ rfqnum, reason: '  ' }), open.version)).code).toBe(5600010);
    expect(
      (
        await calls.save(
          buyer,
          rfqInput({ rfqnum, closingdate: daysFromNow(-2), reason: 'Earlier' }),
          open.version,
        )
      ).code,
    ).toBe(5600002);
    expect(
      (
        await calls.save(
          buyer,
          rfqInput({ rfqnum, lines: [...BOQ, { seqno: 5, description: '' }], reason: 'Blank line' }),
          open.version,
        )
      ).code,
    ).toBe(5600003);
    expect(await rfqRow(rfqnum)).toMatchObject({ revision: 0, version: open.version });
    expect((await invitationsOf(rfqnum))[0]?.amended_at).toBeNull();
    await db()
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 1000) })
      .where('rfqnum', '=', rfqnum)
      .execute();
    const closed = await calls.save(
      buyer,
      rfqInput({ rfqnum, closingdate: daysFromNow(20), reason: 'Too late' }),
      open.version,
    );
    expect(closed.code).toBe(5600006);
    expect((await calls.invite(buyer, rfqnum, ['BR-C'])).code).toBe(5600006);
    expect(await rfqRow(rfqnum)).toMatchObject({ revision: 0, version: open.version });
    expect(
      await db().selectFrom('rfq_revision').select('id').where('rfq_id', '=', open.id).execute(),
    ).toEqual([]);
    await idle();
    expect(mailsSince(sink, amendFrom).filter((m) => m.mail.subject.includes(rfqnum))).toEqual([]);
    // Refusals are translated.
    const zh = await server.post('/buyer/rfq/publish', { rfqnum: noLines }, buyer, 'ZH');
    expect(zh).toMatchObject({ code: 5600001, message: '发布前请在工程量清单中至少添加一行。' });
  });

  it('lets the buyer attach files to a draft or open RFQ and open them; a draft’s files are the buyers’ only', async () => {
    const rfqnum = await draft({}, ['BR-A']);
    const { rfqid } = (await calls.detail(buyer, rfqnum)).data;
    const data = { ownerid: rfqid, ownertable: 'RFQ', description: 'Drawings' };
    const file = { name: 'lobby plan.pdf', bytes: 'plan' };
    const uploaded = await upload(server, buyer, file, data);
    expect(uploaded).toMatchObject({ code: 0, data: { filename: 'lobby plan.pdf' } });
    const docId = (uploaded.data as { docinfoid: number }).docinfoid;
    expect((await calls.detail(buyer, rfqnum)).data.documents).toEqual([
      expect.objectContaining({
        documentid: docId,
        filename: 'lobby plan.pdf',
        description: 'Drawings',
        size: 4,
      }),
    ]);
    // Staff without the role, a supplier, a buyer of another site: refused, nothing kept.
    const far = await login(server, sink, 'br-far');
    expect((await upload(server, staff, file, data)).code).toBe(1000004);
    expect((await upload(server, supplierA, { name: 'x.pdf', bytes: 'x' }, data)).code).toBe(1000004);
    expect((await upload(server, far, { name: 'y.pdf', bytes: 'y' }, data)).code).toBe(4000001);
    // Not reachable by a supplier while a draft, even one on its pick list.
    const asA = await fetch(`${server.url}/samex/rest/file/${docId}`, {
      headers: { authorization: supplierA },
    });
    expect(asA.status).toBe(404);
    // Nor by staff without the buyer role, though of the site; the buyer follows the detail's signed link
    // (a browser sends no token header) and gets the file.
    const asStaff = await fetch(`${server.url}/samex/rest/file/${docId}`, {
      headers: { authorization: staff },
    });
    expect(asStaff.status).toBe(404);
    const [listed] = (await calls.detail(buyer, rfqnum)).data.documents;
    const docurl = String(listed?.docurl);
    expect(docurl).toMatch(new RegExp(`^/samex/rest/file/${docId}\\?`));
    const followed = await fetch(`${server.url}${docurl}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe('plan');
    // A forged signature opens nothing.
    const forged = await fetch(`${server.url}${docurl.replace(/sig=[^&]+/, 'sig=AAAA')}`);
    expect(forged.status).not.toBe(200);
    // A buyer removes a file of a draft; staff without the role cannot.
    const second = await upload(server, buyer, { name: 'old.pdf', bytes: 'old' }, data);
    const secondId = (second.data as { docinfoid: number }).docinfoid;
    expect((await server.post('/common/deldoc', { docinfoid: secondId }, staff)).code).toBe(1000004);
    expect((await server.post('/common/deldoc', { docinfoid: secondId }, far)).code).toBe(4000001);
    expect((await server.post('/common/deldoc', { docinfoid: secondId }, buyer)).code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.documents.map((d) => d.filename)).toEqual([
      'lobby plan.pdf',
    ]);

    // Published: the invited supplier reads it, another does not; the buyer still attaches.
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    const published = await fetch(`${server.url}/samex/rest/file/${docId}`, {
      headers: { authorization: supplierA },
    });
    expect(published.status).toBe(200);
    const other = await fetch(`${server.url}/samex/rest/file/${docId}`, {
      headers: { authorization: supplierC },
    });
    expect(other.status).toBe(404);
    // Published, staff of the site look it up as well.
    expect(
      (await fetch(`${server.url}/samex/rest/file/${docId}`, { headers: { authorization: staff } })).status,
    ).toBe(200);
    expect((await upload(server, buyer, { name: 'addendum.pdf', bytes: 'add' }, data)).code).toBe(0);
    // Amending after an upload lists the documents among the changes.
    const { version, closingdate } = (await calls.detail(buyer, rfqnum)).data;
    const amended = await calls.save(
      buyer,
      rfqInput({ rfqnum, closingdate, reason: 'Addendum attached' }),
      version,
    );
    expect(amended.code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.revisions[0]).toMatchObject({ changes: ['documents'] });
    // The same save again changes nothing: no revision, no version, no mail.
    const again = await calls.save(
      buyer,
      rfqInput({ rfqnum, closingdate, reason: 'Addendum attached' }),
      amended.data.version,
    );
    expect(again.data).toEqual({ rfqnum, revision: 1, version: amended.data.version });

    // Closed: no more uploads or deletes.
    await db()
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 1000) })
      .where('rfqnum', '=', rfqnum)
      .execute();
    expect((await upload(server, buyer, { name: 'late.pdf', bytes: 'late' }, data)).code).toBe(5600006);
    expect((await server.post('/common/deldoc', { docinfoid: docId }, buyer)).code).toBe(5600006);
    expect((await calls.detail(buyer, rfqnum)).data.documents.map((d) => d.filename)).toEqual([
      'addendum.pdf',
      'lobby plan.pdf',
    ]);
  });
});
