import { type ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureServerBundle, SERVER_BUNDLE, startPortal } from '../lib/portal-process.ts';
import { type BudgetCheck, writeResult } from '../lib/results.ts';
import { ms } from '../lib/stats.ts';
import { prepareBenchDatabase } from './database.ts';
import { DATA_SET } from './generate.ts';
import { CONNECTIONS, type LoadFigures, load } from './load.ts';
import { loadAtRate, RATE, type RateFigures } from './open-loop.ts';
import { watchRss } from './rss.ts';
import { type Scenario, scenariosFor } from './scenarios.ts';

// npm run bench:api — the API under load on a real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
// else the local server), the portal side by side with a bare node:http + pg baseline running the same SQL.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORTAL_PORT = 8501;
const BASELINE_PORT = 8502;
const LIST_PATH = '/samex/rest/util/list';

function startBaseline(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(resolve(import.meta.dirname, 'baseline-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: String(BASELINE_PORT) },
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((done, fail) => {
    child.once('message', () => done(child));
    child.once('exit', (code) => fail(new Error(`the baseline server exited (${code})`)));
  });
}

async function post(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** What a reply holds, to check that portal and baseline answer the same before timing them. */
function sizeOf(reply: Record<string, unknown>, scenario: Scenario): string {
  const rows = reply[String(scenario.body.reqname)];
  if (!Array.isArray(rows))
    throw new Error(`${scenario.name}: no rows in ${JSON.stringify(reply).slice(0, 200)}`);
  return scenario.body.reqname === 'udztbcount' ? `total ${rows[0]?.totalcount}` : `${rows.length} rows`;
}

ensureServerBundle();
console.log('api-load: generating the data set on PostgreSQL...');
const data = await prepareBenchDatabase();
console.log(`api-load: ${data.tenders} invitations in ${data.seconds.toFixed(1)} s`);

const portal = await startPortal({
  port: PORTAL_PORT,
  entry: SERVER_BUNDLE,
  readyPath: LIST_PATH,
  env: { DATABASE_URL: data.url, SEED_DEMO: '0' },
});
const baseline = await startBaseline({
  DATABASE_URL: data.url,
  BENCH_SUPPLIER_ID: String(data.supplierId),
  LINES_UDZTBNUM: data.linesUdztbnum,
});

try {
  const rows: {
    scenario: Scenario;
    size: string;
    portal: LoadFigures;
    baseline: LoadFigures;
    portalAtRate: RateFigures;
    baselineAtRate: RateFigures;
  }[] = [];
  const rss = watchRss(portal.pid);
  for (const scenario of scenariosFor(data.linesUdztbnum)) {
    const portalReply = await post(`${portal.url}${LIST_PATH}`, scenario.body, data.token);
    const baselineReply = await post(`http://127.0.0.1:${BASELINE_PORT}/`, scenario.body);
    const size = sizeOf(portalReply, scenario);
    if (portalReply.code !== 0 || size !== sizeOf(baselineReply, scenario)) {
      throw new Error(
        `${scenario.name}: portal and baseline disagree (${size} vs ${sizeOf(baselineReply, scenario)})`,
      );
    }
    console.log(`api-load: ${scenario.name} (${size})`);
    const portalFigures = await load(
      `${portal.url}${LIST_PATH}`,
      scenario.body,
      { authorization: data.token },
      SECONDS,
      portal.pid,
    );
    const baselineFigures = await load(
      `http://127.0.0.1:${BASELINE_PORT}/`,
      scenario.body,
      {},
      SECONDS,
      baseline.pid,
    );
    const portalAtRate = await loadAtRate(
      `${portal.url}${LIST_PATH}`,
      scenario.body,
      { authorization: data.token },
      SECONDS,
    );
    const baselineAtRate = await loadAtRate(`http://127.0.0.1:${BASELINE_PORT}/`, scenario.body, {}, SECONDS);
    rows.push({
      scenario,
      size,
      portal: portalFigures,
      baseline: baselineFigures,
      portalAtRate,
      baselineAtRate,
    });
  }
  rss.stop();

  const ratio = (r: (typeof rows)[number]) => r.portal.rps / r.baseline.rps;
  const throughput = [
    '| Call | Reply | Portal req/s | Baseline req/s | Portal / baseline | Portal CPU per request | Baseline CPU |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario.name} | ${r.size} | ${Math.round(r.portal.rps)} | ${Math.round(r.baseline.rps)} | ${ratio(r).toFixed(3)} | ` +
        `${Math.round(r.portal.cpuPerRequestUs)} µs | ${Math.round(r.baseline.cpuPerRequestUs)} µs |`,
    ),
  ];
  const latency = [
    `| Call | Portal p50 | p99 | max | Baseline p50 | p99 | Portal replies/s | Peak in flight |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario.name} | ${ms(r.portalAtRate.p50)} | ${ms(r.portalAtRate.p99)} | ${ms(r.portalAtRate.max)} | ` +
        `${ms(r.baselineAtRate.p50)} | ${ms(r.baselineAtRate.p99)} | ${Math.round(r.portalAtRate.achieved)} | ${r.portalAtRate.peakInFlight} |`,
    ),
  ];
  const failures = rows.reduce(
    (n, r) =>
      n + r.portal.failures + r.baseline.failures + r.portalAtRate.failures + r.baselineAtRate.failures,
    0,
  );
  const budgets: BudgetCheck[] = [
    ...rows.map((r) => ({
      what: `${r.scenario.name}: portal / baseline`,
      budget: '>= 0.60',
      measured: ratio(r).toFixed(3),
      met: ratio(r) >= 0.6,
    })),
    ...rows.map((r) => ({
      what: `${r.scenario.name}: p99 at ${RATE} req/s`,
      budget: `<= ${r.scenario.p99BudgetMs} ms`,
      measured: ms(r.portalAtRate.p99),
      met: r.portalAtRate.p99 <= r.scenario.p99BudgetMs,
    })),
    {
      what: 'Portal server memory (peak RSS during the run)',
      budget: '<= 300 MB',
      measured: `${Math.round(rss.peak())} MB`,
      met: rss.peak() <= 300,
    },
    {
      what: 'Failed requests (non-2xx, errors, time-outs)',
      budget: '0',
      measured: String(failures),
      met: failures === 0,
    },
  ];
  const markdown = [
    `Data set: ${DATA_SET.suppliers.toLocaleString('en')} suppliers, ${DATA_SET.rfqs.toLocaleString('en')} RFQs, ` +
      `${data.tenders.toLocaleString('en')} invitations (generated in ${data.seconds.toFixed(1)} s); ` +
      `measured as a supplier with ${DATA_SET.benchSupplierTenders.toLocaleString('en')} invitations. ` +
      'Portal, baseline, PostgreSQL and the load generators share the machine.',
    '',
    `**Throughput** (closed loop): autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call after a 2 s ` +
      "warm-up, as many requests as each answers. CPU per request is the server process's own (user + " +
      "system, from /proc), PostgreSQL's not included.",
    '',
    ...throughput,
    '',
    `**Latency at a fixed rate** (open loop): ${RATE} requests per second per call for ${SECONDS} s after a 2 s ` +
      'warm-up, sent on schedule whether or not earlier ones have returned (bench/api-load/open-loop.ts, ' +
      'keep-alive connections opened as needed), each timed from when it was due.',
    '',
    ...latency,
  ].join('\n');
  writeResult({
    name: 'api-load',
    title: 'API under load',
    command: 'npm run bench:api',
    markdown,
    budgets,
    data: rows,
  });
} finally {
  baseline.kill('SIGTERM');
  await portal.stop();
}
