import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReminderSweeper } from '../src/notifications/index.ts';
import { expectPortalMail, mailsSince } from './helpers/mail-expectations.ts';
import { supplierUser } from './helpers/outcome-fixture.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 17, reminders: the reminder before closing (REMINDER_HOURS) and the reminder before a certificate
// or licence expires (CERT_REMINDER_DAYS), on the reminder sweeper's timer. Every app server sweeps; each
// mail is claimed in the database and queued in the outbox in one transaction, so two servers sweeping one
// PostgreSQL at the same moment send each exactly once, and mail_log records each once, with its RFQ,
// invitation, supplier and user.

const HOUR = 3_600_000;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    {
      code: 'RM-A',
      name: 'Alpha Reminder Ltd',
      scopes: [
        {
          svcscope: 'CLEANING',
          certificates: [
            { slot: 1, cert: 'ISO 9001', certexpdate: 'today+20d' },
            // Already expired, and far off: neither is reminded.
            { slot: 2, cert: 'Old permit', certexpdate: 'today-1d' },
            { slot: 3, cert: 'ISO 14001', certexpdate: 'today+90d' },
          ],
        },
      ],
      licenses: [
        { certkey: 'BR', description: 'Business Registration', expirydate: 'today+30d' },
        { certkey: 'CI', description: 'Certificate of Incorporation', expirydate: 'today+31d' },
      ],
    },
    {
      code: 'RM-B',
      name: 'Beta Reminder Ltd',
      licenses: [{ certkey: 'BR', description: 'Business Registration', expirydate: 'today' }],
    },
  ],
  users: [
    supplierUser('rm-a', 'Ann Alpha', 'RM-A', 'EN'),
    supplierUser('rm-a2', 'Ah Zhang', 'RM-A', 'ZH'),
    supplierUser('rm-b', 'Bo Beta', 'RM-B', 'ZHT'),
  ],
  rfqs: [
    {
      rfqnum: 'RM-R-SOON',
      description: 'Pool repair',
      siteid: 'HKHQ',
      closingdate: new Date(Date.now() + 12 * HOUR).toISOString(),
    },
  ],
  invitations: [
    { udztbnum: 'RM-1', rfqnum: 'RM-R-SOON', supplier: 'RM-A', status: 'WTQUOTE' },
    { udztbnum: 'RM-2', rfqnum: 'RM-R-SOON', supplier: 'RM-B', status: 'NEW' },
  ],
};

/** Every mail the sweeps must send, once each: 3 reminders before closing and 5 before expiry. */
const EXPECTED = [
  'rm-a@example.com Reminder: tender RM-R-SOON closes on',
  'rm-a2@example.com 提醒：招标 RM-R-SOON 将于',
  'rm-b@example.com 提醒：招標 RM-R-SOON 將於',
  'rm-a@example.com Alpha Reminder Ltd: ISO 9001 expires on',
  'rm-a2@example.com Alpha Reminder Ltd：ISO 9001 将于',
  'rm-a@example.com Alpha Reminder Ltd: BR Business Registration expires on',
  'rm-a2@example.com Alpha Reminder Ltd：BR Business Registration 将于',
  'rm-b@example.com Beta Reminder Ltd：BR Business Registration 將於',
].sort();

/** Each mail received as its recipient and the start of its subject (up to the date). */
function received(sink: SmtpSink, from: number): string[] {
  return mailsSince(sink, from)
    .map(
      (m) => `${m.to.join(',')} ${m.mail.subject.replace(/( closes on| expires on| 将于| 將於).*$/, '$1')}`,
    )
    .sort();
}

async function prepare(server: TestServer): Promise<void> {
  await server.importFixture(fixture);
  // Announced two days ago: due a reminder 24 hours before its closing date.
  await server.built.ctx.db
    .updateTable('udztb')
    .set({ invitation_mailed_at: new Date(Date.now() - 48 * HOUR) })
    .execute();
}

async function expectLoggedOnce(server: TestServer): Promise<void> {
  const rows = await server.built.ctx.db
    .selectFrom('mail_log')
    .leftJoin('udztb', 'udztb.id', 'mail_log.udztb_id')
    .leftJoin('rfq', 'rfq.id', 'mail_log.rfq_id')
    .leftJoin('supplier', 'supplier.id', 'mail_log.supplier_id')
    .leftJoin('app_user', 'app_user.id', 'mail_log.user_id')
    .select([
      'mail_log.kind',
      'mail_log.email',
      'udztb.udztbnum',
      'rfq.rfqnum',
      'supplier.code',
      'app_user.loginid',
    ])
    .where('mail_log.kind', 'in', ['reminder', 'cert-expiry'])
    .execute();
  expect(
    rows.map((r) => [r.kind, r.email, r.udztbnum, r.rfqnum, r.code, r.loginid].join(' ')).sort(),
  ).toEqual(
    [
      'reminder rm-a@example.com RM-1 RM-R-SOON RM-A rm-a',
      'reminder rm-a2@example.com RM-1 RM-R-SOON RM-A rm-a2',
      'reminder rm-b@example.com RM-2 RM-R-SOON RM-B rm-b',
      'cert-expiry rm-a@example.com   RM-A rm-a',
      'cert-expiry rm-a@example.com   RM-A rm-a',
      'cert-expiry rm-a2@example.com   RM-A rm-a2',
      'cert-expiry rm-a2@example.com   RM-A rm-a2',
      'cert-expiry rm-b@example.com   RM-B rm-b',
    ].sort(),
  );
  const claims = await server.built.ctx.db.selectFrom('cert_reminder').select(['kind']).execute();
  expect(claims.map((c) => c.kind).sort()).toEqual(['certificate-1', 'licence', 'licence']);
}

function expectCertMails(sink: SmtpSink, from: number): void {
  const mails = mailsSince(sink, from).map((m) => m.mail);
  const find = (subject: RegExp): ReadMail => {
    const found = mails.filter((m) => subject.test(m.subject));
    expect(found).toHaveLength(1);
    return found[0] as ReadMail;
  };
  const en = find(/^Alpha Reminder Ltd: ISO 9001 expires on \d{4}-\d\d-\d\d$/);
  expectPortalMail(en, 'EN');
  expect(en.text).toContain('The document below of Alpha Reminder Ltd expires in 20 days.');
  expect(en.text).toContain('Type: Certificate\nDocument: ISO 9001\nExpiry date: ');
  expect(en.text).toContain('Open your company profile: http://localhost:8080/mycompanyprofile');
  const zh = find(/^Alpha Reminder Ltd：BR Business Registration 将于/);
  expectPortalMail(zh, 'ZH');
  expect(zh.text).toContain('Alpha Reminder Ltd的以下文件将于 30 天后到期。');
  expect(zh.text).toContain('类别：商业登记及公司注册');
  const zht = find(/^Beta Reminder Ltd：BR Business Registration 將於/);
  expectPortalMail(zht, 'ZHT');
  expect(zht.text).toContain('Beta Reminder Ltd的以下文件將於 0 天後到期。');
}

describe.runIf(testDatabases.includes('postgres'))('reminders with two app servers on one PostgreSQL', () => {
  let sink: SmtpSink;
  let setup: TestServer;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The server that sets the data up sends nothing itself.
    setup = await startTestServer('postgres', {
      SMTP_URL: sink.url,
      REMINDER_HOURS: '0',
      CERT_REMINDER_DAYS: '0',
    });
    await prepare(setup);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await setup?.close();
    await sink?.close();
  });

  it('sends each reminder exactly once when both sweep at the same moment', async () => {
    const from = sink.received.length;
    // Two app servers started together: each runs its sweep at start, on the same rows.
    const env = {
      DATABASE_URL: setup.built.ctx.config.databaseUrl ?? '',
      SMTP_URL: sink.url,
      REMINDER_HOURS: '24',
      CERT_REMINDER_DAYS: '30',
    };
    servers = await Promise.all([startTestServer('postgres', env), startTestServer('postgres', env)]);
    // And once more each, racing again: everything is claimed already.
    const sweeps = servers.map((s) => startReminderSweeper(s.built.ctx, { hours: 24, certDays: 30 }));
    await Promise.all(sweeps.map((sweep) => sweep.stop()));
    // Closing waits for the sweeps still under way at start; what their workers had not sent yet stays
    // queued, and the first server's worker sends it.
    for (const server of servers) await server.close();
    servers = [];
    await setup.built.ctx.tasks.idle();
    expect(received(sink, from)).toEqual(EXPECTED);
    expectCertMails(sink, from);
    await expectLoggedOnce(setup);
  });
});

// The embedded database's own case (one server, its one connection), whichever database the suite runs on.
describe('reminders on one PGlite server', () => {
  let sink: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer('pglite', {
      SMTP_URL: sink.url,
      REMINDER_HOURS: '0',
      CERT_REMINDER_DAYS: '0',
    });
    await prepare(server);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends each reminder once, however many sweeps run', async () => {
    const from = sink.received.length;
    const sweeps = [1, 2, 3].map(() => startReminderSweeper(server.built.ctx, { hours: 24, certDays: 30 }));
    await Promise.all(sweeps.map((sweep) => sweep.stop()));
    await server.built.ctx.tasks.idle();
    expect(received(sink, from)).toEqual(EXPECTED);
    expectCertMails(sink, from);
    await expectLoggedOnce(server);
    // CERT_REMINDER_DAYS 0 sends none.
    const off = startReminderSweeper(server.built.ctx, { hours: 0, certDays: 0 });
    await off.stop();
    expect(sink.received.length).toBe(from + EXPECTED.length);
  });
});
