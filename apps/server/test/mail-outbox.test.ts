import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQueue } from '../src/cli/mail-queue.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import * as m0010 from '../src/db/migrations/0010-mail-outbox.ts';
import { dropMail, listMailQueue, retryMail } from '../src/mail/mail-queue.ts';
import { renderMail } from '../src/mail/mail-template.ts';
import { enqueueMails, type QueuedMail } from '../src/mail/outbox.ts';
import { deliveryOptions, MailOutboxWorker } from '../src/mail/outbox-worker.ts';
import { SERVER_ROOT } from '../src/server-root.ts';
import { buyerCalls, buyerFixture, login, PASSWORD, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, createTestDatabase } from './helpers/test-db.ts';
import { codeFromMail, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 28, every notice reaches its reader: each mail is queued in the outbox in the transaction of its
// change and sent by the servers' workers, retried while the relay refuses it for now (SMTP 421, here
// from a real SMTP sink) and failed, with the relay's answer, when it refuses for good; the buyer's
// tender page shows each mail's state; an administrator lists, retries and drops what waits or failed;
// however many workers race, each mail goes once; a code is sent at once and recorded without its text.

const run = promisify(execFile);

const RELAY_DOWN = { code: 421, message: '4.3.2 Service shutting down, try again later' };

async function waitFor(what: string, probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(bothDatabases)('the mail outbox on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let calls: ReturnType<typeof buyerCalls>;

  const db = () => server.built.ctx.db;
  const idle = () => server.built.ctx.tasks.idle();
  /** The invitation mails of an RFQ in the outbox, by recipient. */
  const invitationMails = (rfqnum: string) =>
    db()
      .selectFrom('mail_outbox as m')
      .innerJoin('rfq', 'rfq.id', 'm.rfq_id')
      .select(['m.id', 'm.email', 'm.state', 'm.attempts', 'm.last_error', 'm.message_id', 'm.sent_at'])
      .where('rfq.rfqnum', '=', rfqnum)
      .where('m.kind', '=', 'invitation')
      .orderBy('m.email')
      .execute();
  /** A draft inviting `suppliers`, published. */
  const publish = async (suppliers: string[]) => {
    const rfqnum = (await calls.save(buyer, rfqInput())).data.rfqnum;
    expect((await calls.invite(buyer, rfqnum, suppliers)).code).toBe(0);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    return rfqnum;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The first retry a second after a refusal, not 30: the test waits for the worker's own timer.
    server = await startTestServer(kind, {
      SMTP_URL: sink.url,
      REMINDER_HOURS: '0',
      MAIL_RETRY_SECONDS: '1',
    });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('keeps every invitation of a publish while the relay answers 421, and sends each once it is back', async () => {
    const from = sink.received.length;
    sink.refuse = RELAY_DOWN;
    let rfqnum = '';
    try {
      rfqnum = await publish(['BR-A', 'BR-B', 'BR-C']);
      await idle();
      // Tried once each, refused for now: still queued, with the relay's answer, and nothing sent.
      const refused = await invitationMails(rfqnum);
      expect(refused.map((m) => m.email)).toEqual([
        'br-a-en@example.com',
        'br-a-zh@example.com',
        'br-b-zht@example.com',
        'br-c@example.com',
      ]);
      for (const mail of refused) {
        expect(mail).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
        expect(mail.last_error).toMatch(/^421 4\.3\.2 Service shutting down, try again later/);
      }
      expect(sink.received.length).toBe(from);
      // The buyer's tender page says so: queued, with the relay's answer.
      const detail = await calls.detail(buyer, rfqnum);
      expect(detail.data.mails).toHaveLength(4);
      for (const mail of detail.data.mails) {
        expect(mail).toMatchObject({ kind: 'invitation', state: 'queued', sentat: null, attempts: 1 });
        expect(mail.error).toMatch(/^421 /);
      }
      // The worker tries again by itself (MAIL_RETRY_SECONDS), and is refused again.
      await waitFor('the second attempts', async () =>
        (await invitationMails(rfqnum)).every((m) => m.attempts === 2 && m.state === 'queued'),
      );
    } finally {
      sink.refuse = undefined;
    }
    // The relay is back: the worker's next try (twice the wait) sends every invitation, once.
    await waitFor('every invitation sent', async () =>
      (await invitationMails(rfqnum)).every((m) => m.state === 'sent'),
    );
    const rows = await invitationMails(rfqnum);
    const sent = mailsSince(sink, from);
    expect(sent.map((m) => m.to[0]).sort()).toEqual(rows.map((m) => m.email));
    expect(sent.map((m) => m.mail.subject).sort()).toEqual(
      [
        `Invitation to tender: ${rfqnum}`,
        `Invitation to tender: ${rfqnum}`,
        `招标邀请：${rfqnum}`,
        `招標邀請：${rfqnum}`,
      ].sort(),
    );
    // Each carries its outbox row's Message-ID, the same on every attempt.
    expect(sent.map((m) => m.mail.messageId).sort()).toEqual(
      rows.map((m) => `<${m.message_id}@tender-portal.local>`).sort(),
    );
    for (const mail of (await calls.detail(buyer, rfqnum)).data.mails) {
      expect(mail).toMatchObject({ state: 'sent', sentat: expect.any(String), attempts: 3, error: '' });
    }
  });

  it('fails a mail refused for good at once, with the answer, and one refused for now after MAIL_RETRY_HOURS', async () => {
    sink.unknownRecipients.add('br-c@example.com');
    const rfqnum = await publish(['BR-A', 'BR-C']);
    await idle();
    sink.unknownRecipients.clear();
    const rows = await invitationMails(rfqnum);
    expect(rows.map((m) => [m.email, m.state, m.attempts])).toEqual([
      ['br-a-en@example.com', 'sent', 1],
      ['br-a-zh@example.com', 'sent', 1],
      ['br-c@example.com', 'failed', 1],
    ]);
    const failed = rows[2] as (typeof rows)[number];
    expect(failed.last_error).toMatch(/^550 5\.1\.1 No such user here/);
    const shown = (await calls.detail(buyer, rfqnum)).data.mails.find((m) => m.email === 'br-c@example.com');
    expect(shown).toMatchObject({
      state: 'failed',
      sentat: null,
      error: expect.stringMatching(/^550 5\.1\.1/),
    });

    // Queued again, but the relay is down and the mail was first queued longer ago than the window.
    expect(await retryMail(db(), failed.id)).toEqual([failed.id]);
    sink.refuse = RELAY_DOWN;
    try {
      await db()
        .updateTable('mail_outbox')
        .set({ queued_at: new Date(Date.now() - 25 * 3_600_000) })
        .where('id', '=', failed.id)
        .execute();
      await idle();
    } finally {
      sink.refuse = undefined;
    }
    const expired = await db()
      .selectFrom('mail_outbox')
      .select(['state', 'attempts', 'last_error'])
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(expired).toMatchObject({ state: 'failed', attempts: 1 });
    expect(expired.last_error).toMatch(/^421 /);
  });

  it('lists what waits or failed, retries and drops it, audited: npm run admin -- mail-queue', async () => {
    sink.unknownRecipients.add('br-c@example.com');
    sink.unknownRecipients.add('br-b-zht@example.com');
    const rfqnum = await publish(['BR-B', 'BR-C']);
    await idle();
    sink.unknownRecipients.clear();
    const [toB, toC] = await invitationMails(rfqnum);
    if (!toB || !toC) throw new Error('two invitation mails expected');
    const listed = await listMailQueue(db());
    expect(listed.map((e) => e.id)).toEqual(expect.arrayContaining([toB.id, toC.id]));
    expect(listed.find((e) => e.id === toC.id)).toMatchObject({
      state: 'failed',
      kind: 'invitation',
      email: 'br-c@example.com',
      attempts: 1,
      nextAttemptAt: null,
      udztbnum: `${rfqnum}-BR-C`,
      lastError: expect.stringMatching(/^550 /),
    });
    const printed = formatQueue(listed);
    expect(printed).toMatch(/^ID +STATE +KIND +TO +TRIES +QUEUED +NEXT TRY +ABOUT +LAST ANSWER$/m);
    expect(printed).toMatch(new RegExp(`^${toC.id} +failed +invitation +br-c@example\\.com +1 `, 'm'));
    // Never a mail's text.
    expect(printed).not.toMatch(/Dear|invited to quote|Invitation to tender/);

    // Dropped for good, with a reason; a blank reason, an unknown or a sent mail are refused.
    await expect(dropMail(db(), toB.id, '  ')).rejects.toThrow('--reason must say why');
    await expect(dropMail(db(), 2_000_000_000, 'x')).rejects.toThrow('no mail with id 2000000000');
    await dropMail(db(), toB.id, 'The supplier left the group');
    await expect(dropMail(db(), toB.id, 'again')).rejects.toThrow(`mail ${toB.id} is dropped`);
    const sentOne = (await invitationMails((await publish(['BR-C'])) as string))[0];
    await idle();
    await expect(retryMail(db(), sentOne?.id as number)).rejects.toThrow(`mail ${sentOne?.id} is sent`);

    // Every failed mail sent again (a dropped one stays out of it), then gone from the list.
    const from = sink.received.length;
    const retried = await retryMail(db(), 'all-failed');
    expect(retried).toContain(toC.id);
    expect(retried).not.toContain(toB.id);
    await idle();
    expect(mailsTo(sink, from, 'br-c@example.com').map((m) => m.subject)).toContain(
      `Invitation to tender: ${rfqnum}`,
    );
    expect(mailsTo(sink, from, 'br-b-zht@example.com')).toEqual([]);
    const after = (await listMailQueue(db())).map((e) => e.id);
    expect(after).not.toContain(toB.id);
    expect(after).not.toContain(toC.id);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'from_status', 'to_status', 'comment'])
      .where('entity', '=', 'mail_outbox')
      .where('entity_id', 'in', [String(toB.id), String(toC.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'mail.drop',
        entity_id: String(toB.id),
        from_status: 'failed',
        to_status: 'dropped',
        comment: 'The supplier left the group',
      },
      {
        action: 'mail.retry',
        entity_id: String(toC.id),
        from_status: 'failed',
        to_status: 'queued',
        comment: '',
      },
    ]);
    // The buyer's page shows the dropped one as such.
    const shown = (await calls.detail(buyer, rfqnum)).data.mails.map((m) => [m.email, m.state]);
    expect(shown.sort()).toEqual([
      ['br-b-zht@example.com', 'dropped'],
      ['br-c@example.com', 'sent'],
    ]);
  });

  it.runIf(kind === 'postgres')('answers npm run admin -- mail-queue from the command line', async () => {
    sink.unknownRecipients.add('br-c@example.com');
    const rfqnum = await publish(['BR-C']);
    await idle();
    sink.unknownRecipients.clear();
    const [failed] = await invitationMails(rfqnum);
    const dataDir = await mkdtemp(join(tmpdir(), 'tp-mail-queue-'));
    const admin = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', join(SERVER_ROOT, 'src/cli/admin.ts'), 'mail-queue', ...args],
        {
          cwd: join(SERVER_ROOT, '../..'),
          env: {
            ...process.env,
            DATABASE_URL: server.built.ctx.config.databaseUrl ?? '',
            DATA_DIR: dataDir,
            SMTP_URL: sink.url,
          },
        },
      );
    try {
      await expect(admin('--drop', String(failed?.id))).rejects.toMatchObject({
        stderr: expect.stringContaining('error: --reason must say why the mail is dropped'),
      });
      const retried = await admin('--retry', String(failed?.id));
      expect(retried.stdout).toContain('mail-queue: 1 mails queued again');
      expect(retried.stdout).toContain('mail-queue: nothing waiting or failed');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    await idle();
    expect((await invitationMails(rfqnum)).map((m) => m.state)).toEqual(['sent']);
  });

  it('sends each mail once, however many workers race for it', async () => {
    // Two more workers in this process (and, on PostgreSQL, a second app server) against one queue.
    const second =
      kind === 'postgres'
        ? await startTestServer('postgres', {
            DATABASE_URL: server.built.ctx.config.databaseUrl ?? '',
            SMTP_URL: sink.url,
            REMINDER_HOURS: '0',
          })
        : undefined;
    const workers = [1, 2].map(
      () => new MailOutboxWorker(server.built.ctx, deliveryOptions(server.built.ctx.config)),
    );
    try {
      await Promise.all(workers.map((worker) => worker.start()));
      const from = sink.received.length;
      const mails: QueuedMail[] = Array.from({ length: 30 }, (_, i) => ({
        kind: 'answer',
        dedupeKey: `race-${kind}-${i}`,
        to: `race-${i}@example.com`,
        language: 'EN',
        mail: renderMail(
          'EN',
          { companyName: 'Co', supportEmail: 's@example.com', supportPhone: '1', publicUrl: 'http://x' },
          { subject: `Race ${i}`, blocks: [{ kind: 'paragraph', text: `Mail ${i}` }] },
        ),
      }));
      expect(await enqueueMails(db(), mails)).toBe(30);
      // Queued again (a retried sweep): nothing more.
      expect(await enqueueMails(db(), mails)).toBe(0);
      for (const worker of workers) worker.nudge();
      await Promise.all([idle(), second?.built.ctx.tasks.idle(), ...workers.map((worker) => worker.drain())]);
      await waitFor('all 30 sent', async () => mailsSince(sink, from).length >= 30);
      // A moment for any late repeat to arrive, then: each once.
      await sleep(200);
      const got = mailsSince(sink, from);
      expect(got.map((m) => m.mail.subject).sort()).toEqual(mails.map((m) => m.mail.subject).sort());
      expect(new Set(got.map((m) => m.mail.messageId)).size).toBe(30);
      const states = await db()
        .selectFrom('mail_outbox')
        .select(['state', 'attempts'])
        .where('dedupe_key', 'like', `race-${kind}-%`)
        .execute();
      expect(states.every((s) => s.state === 'sent' && s.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await second?.close();
    }
  });

  it('sends a code at once and records it without its text; a refused code fails its request', async () => {
    const password = await server.encrypt(PASSWORD);
    const from = sink.received.length;
    const sent = await server.post('/common/gencode', { suppliername: 'br-c', password, isforget: false });
    expect(sent.code).toBe(0);
    // In the mailbox when the reply comes: no waiting for the outbox.
    const [mail] = mailsTo(sink, from, 'br-c@example.com');
    const code = codeFromMail(mail?.text ?? '');
    const latestCode = () =>
      db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'code')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const recorded = await latestCode();
    expect(recorded).toMatchObject({
      email: 'br-c@example.com',
      state: 'sent',
      attempts: 1,
      body_text: null,
      body_html: null,
      subject: 'Harbour Hotels & Property Services Group Supplier Portal verification code',
    });
    expect(mail?.messageId).toBe(`<${recorded.message_id}@tender-portal.local>`);
    expect(JSON.stringify(recorded)).not.toContain(code);
    // The table refuses a code mail's text outright.
    await expect(
      db()
        .insertInto('mail_outbox')
        .values({ kind: 'code', dedupe_key: null, email: 'x@example.com', body_text: code, body_html: null })
        .execute(),
    ).rejects.toThrow();

    sink.refuse = RELAY_DOWN;
    try {
      const refused = await server.post('/common/gencode', {
        suppliername: 'br-c',
        password,
        isforget: false,
      });
      expect(refused.code).not.toBe(0);
    } finally {
      sink.refuse = undefined;
    }
    const failed = await latestCode();
    expect(failed).toMatchObject({ state: 'failed', body_text: null });
    expect(failed.last_error).toMatch(/^421 /);
    // Never queued again: a code is asked for anew.
    await idle();
    expect((await latestCode()).state).toBe('failed');
  });
});

describe.each(bothDatabases)('migration 0010 on %s', (name) => {
  it('is applied to a database that took 0011 (sign-in by mobile) before it', async () => {
    const t = await createTestDatabase(name);
    try {
      await m0010.down(t.db as never);
      await sql`delete from kysely_migration where name = '0010-mail-outbox'`.execute(t.db);
      await migrateToLatest(t.db as never);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        t.db,
      );
      const names = applied.rows.map((r) => r.name);
      expect(names.slice(names.indexOf('0010-mail-outbox'), names.indexOf('0010-mail-outbox') + 2)).toEqual([
        '0010-mail-outbox',
        '0011-mobile-sign-in',
      ]);
      expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
      expect(await t.db.selectFrom('mail_log').select('id').execute()).toEqual([]);
    } finally {
      await t.drop();
    }
  });

  it('moves the mail log into the outbox as sent mails, which the mail_log view still lists', async () => {
    const t = await createTestDatabase(name);
    try {
      await m0010.down(t.db as never);
      const at = new Date('2026-11-20T08:00:00Z');
      await sql`insert into mail_log (at, rfq_id, udztb_id, supplier_id, user_id, email, kind)
                values (${at}, 7, 8, 9, 10, 'a@example.com', 'award'), (${at}, null, null, 9, 11, 'b@example.com', 'cert-expiry')`.execute(
        t.db,
      );
      await m0010.up(t.db as never);
      const moved = await t.db
        .selectFrom('mail_outbox')
        .select(['kind', 'email', 'rfq_id', 'udztb_id', 'state', 'sent_at', 'body_text', 'dedupe_key'])
        .orderBy('id')
        .execute();
      expect(moved).toEqual([
        {
          kind: 'award',
          email: 'a@example.com',
          rfq_id: 7,
          udztb_id: 8,
          state: 'sent',
          sent_at: at,
          body_text: null,
          dedupe_key: null,
        },
        {
          kind: 'cert-expiry',
          email: 'b@example.com',
          rfq_id: null,
          udztb_id: null,
          state: 'sent',
          sent_at: at,
          body_text: null,
          dedupe_key: null,
        },
      ]);
      const logged = await t.db
        .selectFrom('mail_log')
        .select(['kind', 'email', 'at'])
        .orderBy('id')
        .execute();
      expect(logged).toEqual([
        { kind: 'award', email: 'a@example.com', at },
        { kind: 'cert-expiry', email: 'b@example.com', at },
      ]);
    } finally {
      await t.drop();
    }
  });
});
