import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryMail } from '../src/mail/mail-queue.ts';
import { addGaugeSource, OUTBOX_METRICS } from '../src/metrics/index.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { buyerCalls, buyerFixture, login, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { importProfileFixture, PROFILE_PASSWORD, upload } from './helpers/profile-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 34, item 1: GET /samex/rest/metrics in Prometheus's text format, only with METRICS_TOKEN's bearer.

const TOKEN = 'metrics-token-0123456789abcdef-0123456789';
const METRICS = '/samex/rest/metrics';

/** The value of one sample line, e.g. `tender_account_lockouts_total 1`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe.each(testDatabases)('metrics on %s', (kind) => {
  let server: TestServer;
  const scrape = async (authorization?: string) => {
    const res = await fetch(`${server.url}${METRICS}`, {
      headers: authorization ? { authorization } : {},
    });
    return { res, text: await res.text() };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN: TOKEN, SIGNIN_FAILURE_LIMIT: '1000' });
    await server.importFixture(authFixture);
    await importProfileFixture(server);
  });
  afterAll(() => server?.close());

  it('refuses a scrape without the bearer token (401), and such refusals are no sign-in failures', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const { res, text } = await scrape(authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(text).not.toContain('tender_');
    }
    const { res, text } = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(sample(text, 'tender_sign_in_failures_total')).toBeUndefined();
    const limited = await server.built.ctx.db.selectFrom('rate_limit').selectAll().execute();
    expect(limited).toEqual([]);
  });

  it('counts requests by route and status, their latency, refusals, sign-in failures and lockouts', async () => {
    await server.login('alice', PASSWORD);
    for (let i = 0; i < 5; i++) {
      const r = await server.post('/common/gencode', {
        suppliername: 'bob',
        password: await server.encrypt(`Wrong#pass${i}`),
        isforget: false,
      });
      expect(r.code).toBe(2000007);
    }
    expect((await server.post('/common/gencode', { suppliername: 'bob', password: 'x' })).code).not.toBe(0);
    await fetch(`${server.url}/samex/rest/no/such/call/${'x'.repeat(20)}`);

    const { text } = await scrape(`Bearer ${TOKEN}`);
    const gencode = { method: 'POST', route: '/samex/rest/common/gencode', status: '200' };
    // One code for the sign-in, five wrong passwords; the sixth call's body is malformed (400).
    expect(sample(text, 'tender_http_requests_total', gencode)).toBe(6);
    expect(sample(text, 'tender_http_requests_total', { ...gencode, status: '400' })).toBe(1);
    expect(sample(text, 'tender_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(
      sample(text, 'tender_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/samex/rest/common/userlogin',
      }),
    ).toBe(1);
    expect(
      sample(text, 'tender_http_request_duration_seconds_bucket', {
        route: '/samex/rest/common/gencode',
        le: '+Inf',
      }),
    ).toBe(7);
    expect(
      sample(text, 'tender_http_request_duration_seconds_sum', { route: '/samex/rest/common/gencode' }),
    ).toBeGreaterThan(0);
    const wrong = { route: '/samex/rest/common/gencode', code: '2000007' };
    expect(sample(text, 'tender_sign_in_failures_total', wrong)).toBe(5);
    expect(sample(text, 'tender_api_refusals_total', wrong)).toBe(5);
    expect(sample(text, 'tender_account_lockouts_total')).toBe(1);
    expect(sample(text, 'tender_accounts_locked')).toBe(1);
    // The scrapes themselves are not counted.
    expect(text).not.toContain(`route="${METRICS}"`);
  });

  it('shows the database pool, the session cache, uploads and the process', async () => {
    const pat = await server.login('pat', PROFILE_PASSWORD);
    const ids = await server.built.ctx.db
      .selectFrom('supplier')
      .select('id')
      .where('code', '=', 'SPROF1')
      .executeTakeFirstOrThrow();
    const doc = { user: 'pat', ownerid: ids.id, ownertable: 'SUPPLIER', atttype: '', description: 'Prices' };
    expect((await upload(server, pat, { name: 'prices.pdf', bytes: '%PDF-1.4 12345' }, doc)).code).toBe(0);
    expect((await upload(server, pat, { name: 'prices.exe', bytes: 'MZ' }, doc)).code).not.toBe(0);
    // Two calls on one session: the second is answered from the session cache.
    await server.post('/checksession', {}, pat);
    await server.post('/checksession', {}, pat);

    const { text } = await scrape(`bearer  ${TOKEN}`);
    expect(sample(text, 'tender_upload_bytes_count')).toBe(1);
    expect(sample(text, 'tender_upload_bytes_sum')).toBe(14);
    expect(sample(text, 'tender_api_refusals_total', { route: '/samex/rest/common/upload' })).toBe(1);
    expect(sample(text, 'tender_session_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tender_session_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tender_session_cache_listening')).toBe(1);
    expect(sample(text, 'tender_db_pool_max')).toBe(kind === 'postgres' ? 10 : 1);
    expect(sample(text, 'tender_db_pool_waiting')).toBe(0);
    expect(sample(text, 'tender_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('takes a state registered later (the mail outbox, issue 34 item 4), and survives its failure', async () => {
    let depth = 3;
    addGaugeSource(server.built.ctx.db, {
      name: 'tender_test_queue_mails',
      help: 'a queue, by state',
      labelNames: ['state'],
      read(set) {
        if (depth < 0) throw new Error('database unreachable');
        set(depth, { state: 'queued' });
      },
    });
    expect(
      sample((await scrape(`Bearer ${TOKEN}`)).text, 'tender_test_queue_mails', { state: 'queued' }),
    ).toBe(3);
    depth = -1;
    const { res, text } = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(sample(text, 'tender_test_queue_mails', { state: 'queued' })).toBeUndefined();
    // The failure is counted during that scrape, so shown by the next one.
    const next = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(next, 'tender_metrics_source_errors_total', { source: 'tender_test_queue_mails' })).toBe(2);
  });
});

// Issue 34, item 4: the mail outbox in view. Its mails by state and the age of the oldest not sent, read
// from the database at each scrape, follow a relay that refuses for now (421), one that refuses for good
// (550), and the administrator's retry once it is back.
describe.each(testDatabases)('the mail outbox in the metrics on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  const outbox = async () => {
    const res = await fetch(`${server.url}${METRICS}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();
    const mails = (state: string) => sample(text, OUTBOX_METRICS.mails, { state });
    return {
      queued: mails('queued'),
      sending: mails('sending'),
      sent: mails('sent'),
      failed: mails('failed'),
      dropped: mails('dropped'),
      age: sample(text, OUTBOX_METRICS.oldestDueAge),
    };
  };
  const waitFor = async (what: string, probe: () => Promise<boolean>) => {
    const until = Date.now() + 30_000;
    while (!(await probe())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    // A refusal for now is retried only in an hour: the mails stay queued until the retry below.
    server = await startTestServer(kind, {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: sink.url,
      REMINDER_HOURS: '0',
      MAIL_RETRY_SECONDS: '3600',
    });
    await server.importFixture(buyerFixture);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('shows the mails by state and the age of the oldest waiting, through a relay down and back', async () => {
    const calls = buyerCalls(server);
    const buyer = await login(server, sink, 'br-buyer');
    await server.built.ctx.tasks.idle();
    // The sign-in code went at once and is recorded as sent; nothing waits.
    const start = await outbox();
    expect(start).toMatchObject({ queued: 0, sending: 0, failed: 0, dropped: 0, age: 0 });
    expect(start.sent).toBeGreaterThanOrEqual(1);

    const publish = async (suppliers: string[]) => {
      const rfqnum = (await calls.save(buyer, rfqInput())).data.rfqnum;
      expect((await calls.invite(buyer, rfqnum, suppliers)).code).toBe(0);
      expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
      await server.built.ctx.tasks.idle();
    };
    // The relay down (421): BR-A's two users' invitations wait for their retry.
    sink.refuse = { code: 421, message: '4.3.2 Service shutting down, try again later' };
    try {
      await publish(['BR-A']);
    } finally {
      sink.refuse = undefined;
    }
    // BR-C's user unknown to the relay (550): failed at once.
    sink.unknownRecipients.add('br-c@example.com');
    await publish(['BR-C']);
    sink.unknownRecipients.clear();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await outbox();
    expect(down).toMatchObject({ queued: 2, sending: 0, failed: 1, sent: start.sent });
    expect(down.age).toBeGreaterThanOrEqual(1);
    expect(down.age).toBeLessThan(60);

    // The administrator sends the waiting and the failed again (npm run admin -- mail-queue --retry).
    const db = server.built.ctx.db;
    const waiting = await db.selectFrom('mail_outbox').select('id').where('state', '=', 'queued').execute();
    for (const { id } of waiting) await retryMail(db, id);
    await retryMail(db, 'all-failed');
    await waitFor('the outbox emptied', async () => {
      const now = await outbox();
      return now.queued === 0 && now.sending === 0;
    });
    expect(await outbox()).toMatchObject({
      queued: 0,
      sending: 0,
      failed: 0,
      dropped: 0,
      age: 0,
      sent: (start.sent ?? 0) + 3,
    });
  });
});

describe('metrics off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('answers 404 without METRICS_TOKEN, as for any unknown path, even with a bearer token', async () => {
    const res = await fetch(`${server.url}${METRICS}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });
});
