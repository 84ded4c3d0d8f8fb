import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOQ, buyerCalls, buyerFixture, login, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { mailsTo } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 17, the buyer console under real concurrent requests over HTTP (on PostgreSQL each request has a
// connection of its own, so the transactions really overlap): two publishes of one draft, two invites of
// one supplier, an amendment at the moment a supplier submits, an award and a cancellation at once, two
// saves of one version, two creations of one number. Each race ends with one winner, a coded refusal for
// the loser (never 1000001), no duplicate rows and each mail sent once.

type Row = Record<string, unknown>;

/** Codes of replies, sorted, to compare a race's outcome whichever request won. */
const codesOf = (replies: Array<{ code: number }>) => replies.map((r) => r.code).sort((a, b) => a - b);

/** Rounds of each race: the order the requests land in varies from round to round. */
const ROUNDS = 4;

describe.each(bothDatabases)('the buyer console under concurrent requests on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let calls: ReturnType<typeof buyerCalls>;

  const db = () => server.built.ctx.db;
  const idle = () => server.built.ctx.tasks.idle();
  const invitationsOf = (rfqnum: string) =>
    db()
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .select([
        'udztb.id',
        'udztb.udztbnum',
        'udztb.status',
        'udztb.amended_at',
        'udztb.submitted_at',
        'udztb.version',
        'supplier.code',
      ])
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
  const mailKinds = (rfqnum: string) =>
    db()
      .selectFrom('mail_log')
      .innerJoin('rfq', 'rfq.id', 'mail_log.rfq_id')
      .select(['mail_log.kind', 'mail_log.email'])
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('mail_log.email')
      .orderBy('mail_log.kind')
      .execute()
      .then((rows) => rows.map((r) => `${r.kind} ${r.email}`));
  const rfqRow = (rfqnum: string) =>
    db()
      .selectFrom('rfq')
      .select(['id', 'status', 'version', 'revision', 'cancel_reason'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();
  const flow = (token: string, id: number, actionid: number, extra: Row = {}) =>
    server.post('/workflow/submitworkflow', { ownertable: 'udztb', ownerid: id, actionid, ...extra }, token);
  const PRICES = [
    { seqno: 2, unitprice: '100.50' },
    { seqno: 3, unitprice: '20' },
  ];
  /** A draft with `invitees` on its pick list. */
  const draft = async (invitees: string[], extra: Row = {}) => {
    const saved = await calls.save(buyer, rfqInput(extra));
    expect(saved.code).toBe(0);
    if (invitees.length > 0) expect((await calls.invite(buyer, saved.data.rfqnum, invitees)).code).toBe(0);
    return saved.data.rfqnum;
  };
  /** A published RFQ with `invitees`, its mails sent. */
  const published = async (invitees: string[]) => {
    const rfqnum = await draft(invitees);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    await idle();
    return rfqnum;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
    supplierA = await login(server, sink, 'br-a-en');
    supplierB = await login(server, sink, 'br-b-zht');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('publishes a draft once when two publishes arrive at once: invitations and mails once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const rfqnum = await draft(['BR-A', 'BR-B']);
      const from = sink.received.length;
      const replies = await Promise.all([calls.publish(buyer, rfqnum), calls.publish(buyer, rfqnum)]);
      expect(codesOf(replies)).toEqual([0, 5600009]);
      await idle();
      expect((await invitationsOf(rfqnum)).map((i) => [i.code, i.status])).toEqual([
        ['BR-A', 'NEW'],
        ['BR-B', 'NEW'],
      ]);
      expect(await rfqRow(rfqnum)).toMatchObject({ status: 'PUBLISHED', version: 1 });
      for (const email of ['br-a-zh@example.com', 'br-a-en@example.com', 'br-b-zht@example.com']) {
        expect(mailsTo(sink, from, email), email).toHaveLength(1);
      }
      expect(await mailKinds(rfqnum)).toEqual([
        'invitation br-a-en@example.com',
        'invitation br-a-zh@example.com',
        'invitation br-b-zht@example.com',
      ]);
    }
  });

  it('invites a supplier once when two invites of it arrive at once, on a draft and on an open RFQ', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const drafted = await draft([]);
      const onDraft = await Promise.all([
        calls.invite(buyer, drafted, ['BR-A']),
        calls.invite(buyer, drafted, ['BR-A']),
      ]);
      expect(codesOf(onDraft)).toEqual([0, 5600004]);
      expect(onDraft.find((r) => r.code !== 0)?.data).toEqual({ suppliers: ['BR-A'] });
      expect(await inviteesOf(drafted)).toEqual(['BR-A']);

      const open = await published(['BR-B']);
      const from = sink.received.length;
      const onOpen = await Promise.all([
        calls.invite(buyer, open, ['BR-A', 'BR-C']),
        calls.invite(buyer, open, ['BR-C']),
      ]);
      // Whichever lands first invites BR-C; the other names it and changes nothing.
      expect(onOpen.map((r) => r.code).filter((code) => code !== 0)).toEqual([5600004]);
      await idle();
      expect(await inviteesOf(open)).toContain('BR-C');
      const invitations = await invitationsOf(open);
      expect(invitations.filter((i) => i.code === 'BR-C')).toHaveLength(1);
      expect(mailsTo(sink, from, 'br-c@example.com')).toHaveLength(1);
      const aInvited = onOpen[0]?.code === 0;
      expect(invitations.map((i) => i.code)).toEqual(aInvited ? ['BR-A', 'BR-B', 'BR-C'] : ['BR-B', 'BR-C']);
    }
  });

  it('never leaves a submitted quotation on the old lines when an amendment meets a submit', async () => {
    const rfqnum = await published(['BR-A']);
    const [invitation] = await invitationsOf(rfqnum);
    const id = invitation?.id as number;
    expect((await flow(supplierA, id, 7)).code).toBe(0);
    let revision = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const detail = await calls.detail(buyer, rfqnum);
      const description = `Polishing, round ${round}`;
      const lines = BOQ.map((line) => (line.seqno === 3 ? { ...line, description } : line));
      const [amended, submitted] = await Promise.all([
        calls.save(buyer, rfqInput({ rfqnum, lines, reason: `Round ${round}` }), detail.data.version),
        flow(supplierA, id, 4, { updateudztbline: PRICES }),
      ]);
      expect(amended.code).toBe(0);
      expect([0, 4000006]).toContain(submitted.code);
      const [after] = await invitationsOf(rfqnum);
      const line3 = await db()
        .selectFrom('udztb_line')
        .select(['description', 'unitprice'])
        .where('udztb_id', '=', id)
        .where('seqno', '=', 3)
        .executeTakeFirstOrThrow();
      // Whatever the order: the invitation has the new lines and is marked amended.
      expect(line3).toEqual({ description, unitprice: '20.00' });
      expect(after?.amended_at).not.toBeNull();
      const amendedAt = new Date(after?.amended_at as Date).getTime();
      const submittedAt = after?.submitted_at ? new Date(after.submitted_at).getTime() : 0;
      if (after?.status === 'SUBMITED') {
        // The submit landed after the amendment, on the amended lines.
        expect(submitted.code).toBe(0);
        expect(submittedAt).toBeGreaterThanOrEqual(amendedAt);
      } else {
        // The submit landed first (moved back to be confirmed again) or was refused.
        expect(after?.status).toBe('WTQUOTE');
        expect(amendedAt).toBeGreaterThanOrEqual(submittedAt);
      }
      // The buyer's detail agrees: amended since the last submission exactly when back in WTQUOTE.
      const seen = (await calls.detail(buyer, rfqnum)).data.invitations[0];
      expect(seen).toMatchObject({ status: after?.status, amended: after?.status === 'WTQUOTE' });
      revision += 1;
      expect((await rfqRow(rfqnum)).revision).toBe(revision);
      // The supplier's next round starts from WTQUOTE.
      if (after?.status === 'SUBMITED') {
        const back = await calls.save(
          buyer,
          rfqInput({ rfqnum, lines, reason: `Back ${round}`, remark: `Back ${round}` }),
          (await calls.detail(buyer, rfqnum)).data.version,
        );
        expect(back.code).toBe(0);
        revision += 1;
      }
    }
  });

  it('awards or cancels, never both, when an award and a cancellation arrive at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const rfqnum = await published(['BR-A', 'BR-B']);
      const invitations = await invitationsOf(rfqnum);
      for (const [token, invitation] of [
        [supplierA, invitations[0]],
        [supplierB, invitations[1]],
      ] as const) {
        expect((await flow(token, invitation?.id as number, 7)).code).toBe(0);
        expect((await flow(token, invitation?.id as number, 4, { updateudztbline: PRICES })).code).toBe(0);
      }
      await db()
        .updateTable('rfq')
        .set({ closingdate: new Date(Date.now() - 60_000) })
        .where('rfqnum', '=', rfqnum)
        .execute();
      await idle();
      const from = sink.received.length;
      const [award, cancel] = await Promise.all([
        server.post(
          '/buyer/rfq/award',
          { rfqnum, suppliers: ['BR-A'], justification: 'Lowest price, race test' },
          buyer,
        ),
        server.post('/buyer/rfq/cancel', { rfqnum, reason: 'Budget withdrawn' }, buyer),
      ]);
      expect(codesOf([award, cancel])).toEqual([0, 5600009]);
      await idle();
      const rfq = await rfqRow(rfqnum);
      const statuses = (await invitationsOf(rfqnum)).map((i) => i.status);
      // Only the outcome's mails: not the invitations, the receipts and the buyer's notices of the
      // submissions before the race.
      const kinds = (await mailKinds(rfqnum)).filter(
        (m) => !/^(invitation|receipt|supplier-activity) /.test(m),
      );
      if (award.code === 0) {
        expect(rfq).toMatchObject({ status: 'AWARDED', cancel_reason: '' });
        expect(statuses).toEqual(['AWARDED', 'LOST']);
        expect(kinds).toEqual([
          'award br-a-en@example.com',
          'award br-a-zh@example.com',
          'lost br-b-zht@example.com',
        ]);
      } else {
        expect(rfq).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Budget withdrawn' });
        expect(statuses).toEqual(['CANCELD', 'CANCELD']);
        expect(kinds).toEqual([
          'cancel br-a-en@example.com',
          'cancel br-a-zh@example.com',
          'cancel br-b-zht@example.com',
        ]);
      }
      expect(mailsTo(sink, from, 'br-a-en@example.com')).toHaveLength(1);
    }
  });

  it('takes one of two saves of the same version, draft or amendment; the other is 4000006', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const drafted = await draft([]);
      const saves = await Promise.all([
        calls.save(buyer, rfqInput({ rfqnum: drafted, description: 'First' }), 0),
        calls.save(buyer, rfqInput({ rfqnum: drafted, description: 'Second' }), 0),
      ]);
      expect(codesOf(saves)).toEqual([0, 4000006]);
      const won = saves[0]?.code === 0 ? 'First' : 'Second';
      expect((await calls.detail(buyer, drafted)).data).toMatchObject({ version: 1, description: won });

      const open = await published(['BR-A']);
      const from = sink.received.length;
      const amends = await Promise.all(
        ['Closing moved', 'Text changed'].map((reason) =>
          calls.save(buyer, rfqInput({ rfqnum: open, remark: reason, reason }), 1),
        ),
      );
      expect(codesOf(amends)).toEqual([0, 4000006]);
      await idle();
      const detail = await calls.detail(buyer, open);
      expect(detail.data).toMatchObject({ revision: 1, version: 2 });
      expect(detail.data.revisions).toHaveLength(1);
      expect(mailsTo(sink, from, 'br-a-en@example.com')).toHaveLength(1);
    }
  });

  it('gives two creations of one number one RFQ (5600013 for the other), and numbers two at once apart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const rfqnum = `RACE-${kind}-${round}`;
      const created = await Promise.all([
        calls.save(buyer, rfqInput({ rfqnum })),
        calls.save(buyer, rfqInput({ rfqnum })),
      ]);
      expect(codesOf(created)).toEqual([0, 5600013]);
      const numbered = await Promise.all([calls.save(buyer, rfqInput()), calls.save(buyer, rfqInput())]);
      expect(codesOf(numbered)).toEqual([0, 0]);
      // The next two numbers of the year, past B0011 too (the suite has made dozens by now).
      const serials = numbered.map((r) => Number(/^RFQ-\d{4}-B(\d{4,})$/.exec(r.data.rfqnum)?.[1])).sort();
      expect(serials[0]).toBeGreaterThan(11);
      expect(serials[1]).toBe((serials[0] as number) + 1);
    }
  });

  it('gives every invitee exactly one invitation when an invite meets the publish', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const rfqnum = await draft(['BR-A']);
      const [invited, publish] = await Promise.all([
        calls.invite(buyer, rfqnum, ['BR-B']),
        calls.publish(buyer, rfqnum),
      ]);
      expect([invited.code, publish.code]).toEqual([0, 0]);
      await idle();
      expect(await inviteesOf(rfqnum)).toEqual(['BR-A', 'BR-B']);
      expect((await invitationsOf(rfqnum)).map((i) => [i.code, i.status])).toEqual([
        ['BR-A', 'NEW'],
        ['BR-B', 'NEW'],
      ]);
      expect((await mailKinds(rfqnum)).filter((m) => m.endsWith('br-b-zht@example.com'))).toEqual([
        'invitation br-b-zht@example.com',
      ]);
    }
  });
});
