import { constants, publicEncrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { importData } from '../src/import/import-service.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { buyerFixture, PASSWORD, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import {
  type ChildServer,
  killChildServers,
  postTo,
  startChildServer,
  waitFor,
} from './helpers/child-server.ts';
import { mailsSince } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, createPostgresDatabase } from './helpers/test-db.ts';
import { codeFromMail } from './helpers/test-server.ts';

// kill -9 around a publish, for real (issue 28): the app server runs as a child process and is killed
// with SIGKILL. The invitations' mails were queued in the publish's own transaction, so the next server,
// on the same database and data folder, sends every one of them, each exactly once, except a mail the
// relay had taken when the crash came before it was marked sent: that one may arrive twice (at least
// once; the repeat carries the same Message-ID, so a receiver can drop it). Nothing else may repeat.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(killChildServers);
afterAll(() => sink?.close());

const INVITED = ['br-a-en@example.com', 'br-a-zh@example.com', 'br-b-zht@example.com', 'br-c@example.com'];

/** Signs in through the code the sink received (sent at once, outside the queue). */
async function signIn(url: string, loginid: string): Promise<string> {
  const connected = await postTo(url, '/connect', { deviceid: '123456', token: 'tender-portal-web' });
  const password = publicEncrypt(
    { key: String(connected.data?.publickey), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  const from = sink.received.length;
  const sent = await postTo(url, '/common/gencode', { suppliername: loginid, password, isforget: false });
  expect(sent.code).toBe(0);
  const mail = mailsSince(sink, from).find((m) => m.to.includes(`${loginid}@example.com`));
  const reply = await postTo(url, '/common/userlogin', {
    loginid,
    password,
    logintype: 'WEB',
    code: codeFromMail(mail?.mail.text ?? ''),
    deviceid: '123456',
    devicedesc: 'kill test',
  });
  return String(reply.data?.token);
}

/** A draft inviting BR-A, BR-B and BR-C (four users), ready to publish. */
async function draft(server: ChildServer, buyer: string): Promise<string> {
  const saved = await postTo(server.url, '/buyer/rfq/save', { rfq: rfqInput() }, buyer);
  const rfqnum = String(saved.data?.rfqnum);
  const invited = await postTo(
    server.url,
    '/buyer/rfq/invite',
    { rfqnum, suppliers: ['BR-A', 'BR-B', 'BR-C'] },
    buyer,
  );
  expect(invited.code).toBe(0);
  return rfqnum;
}

describe.each(bothDatabases)('kill -9 around a publish on %s', (kind) => {
  it('sends every invitation after the restart, once; a mail handed over at the crash may repeat', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tp-mail-kill-'));
    const pg = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const open = () => openDatabase({ databaseUrl: pg?.url, dataDir });
    /** The invitation mails of an RFQ as the database holds them, read while no server runs. */
    const outboxOf = async (rfqnum: string) => {
      const handle = await open();
      try {
        return await handle.db
          .selectFrom('mail_outbox as m')
          .innerJoin('rfq', 'rfq.id', 'm.rfq_id')
          .select(['m.message_id', 'm.email', 'm.state'])
          .where('rfq.rfqnum', '=', rfqnum)
          .where('m.kind', '=', 'invitation')
          .orderBy('m.email')
          .execute();
      } finally {
        await handle.close();
      }
    };
    /** After a restart: every invitation of `rfqnum` sent, each once but one `sending` at the crash. */
    const expectDelivered = async (
      server: ChildServer,
      buyer: string,
      rfqnum: string,
      from: number,
      rows: Awaited<ReturnType<typeof outboxOf>>,
    ) => {
      await waitFor(
        'every invitation sent',
        async () => {
          const detail = await postTo(server.url, '/buyer/rfq/detail', { rfqnum }, buyer);
          const mails = (detail.data?.mails as Array<{ state: string }> | undefined) ?? [];
          return mails.length === 4 && mails.every((m) => m.state === 'sent');
        },
        60_000,
        250,
      );
      const times = new Map<string, number>();
      for (const { mail } of mailsSince(sink, from))
        times.set(mail.messageId, (times.get(mail.messageId) ?? 0) + 1);
      const idOf = (row: (typeof rows)[number]) => `<${row.message_id}@tender-portal.local>`;
      expect([...times.keys()].sort()).toEqual(rows.map(idOf).sort());
      for (const row of rows) {
        const n = times.get(idOf(row)) ?? 0;
        // Only a mail being handed over at the crash may have gone twice.
        if (row.state === 'sending') expect([1, 2], `${rfqnum} ${row.email}`).toContain(n);
        else expect(n, `${rfqnum} ${row.email} (${row.state})`).toBe(1);
      }
      return times;
    };
    try {
      const setup = await open();
      await migrateToLatest(setup.db as never);
      await importData(setup.db, buyerFixture, {
        baseDir: dataDir,
        storage: createLocalStorage(join(dataDir, 'files')),
      });
      await setup.close();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: pg?.url ?? '',
        SMTP_URL: sink.url,
        SEED_DEMO: '0',
        REMINDER_HOURS: '0',
        CERT_REMINDER_DAYS: '0',
        CODE_RESEND_SECONDS: '0',
        // On PostgreSQL a mail left `sending` goes again once its lease is over (on PGlite at start); a
        // send may take half of it before it counts as failed, which a busy machine must not reach here.
        MAIL_LEASE_SECONDS: '20',
        WEB_DIST: join(dataDir, 'no-web'),
      };

      // Killed the moment the publish has answered.
      const first = await startChildServer(env);
      const buyer = await signIn(first.url, 'br-buyer');
      const rfqnum = await draft(first, buyer);
      const from = sink.received.length;
      const published = await postTo(first.url, '/buyer/rfq/publish', { rfqnum }, buyer);
      first.process.kill('SIGKILL');
      expect(published).toMatchObject({ code: 0, data: { invitations: 3 } });
      expect(await first.exited).toBe('SIGKILL');
      const left = await outboxOf(rfqnum);
      expect(left.map((m) => m.email)).toEqual(INVITED);

      const second = await startChildServer(env);
      await expectDelivered(second, buyer, rfqnum, from, left);

      // Killed while the relay holds a mail it has read but not yet answered: sent, but not marked sent.
      const held = await draft(second, buyer);
      sink.acceptDelayMs = 60_000;
      const heldFrom = sink.received.length;
      expect((await postTo(second.url, '/buyer/rfq/publish', { rfqnum: held }, buyer)).code).toBe(0);
      await waitFor('a mail handed over', async () => sink.received.length > heldFrom);
      second.process.kill('SIGKILL');
      expect(await second.exited).toBe('SIGKILL');
      sink.acceptDelayMs = 0;
      const inFlight = await outboxOf(held);
      expect(inFlight.map((m) => m.email)).toEqual(INVITED);
      expect(inFlight.filter((m) => m.state === 'sending')).toHaveLength(1);

      const third = await startChildServer(env);
      const times = await expectDelivered(third, buyer, held, heldFrom, inFlight);
      // The held mail went twice, both times with its one Message-ID.
      const repeated = inFlight.find((m) => m.state === 'sending');
      expect(times.get(`<${repeated?.message_id}@tender-portal.local>`)).toBe(2);
      third.process.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
