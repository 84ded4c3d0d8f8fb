import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';
import type { E2eServer } from './e2e/support/servers.ts';

// The servers the specs use, all built (`npm run build`) and on fresh data folders, started together by
// e2e/support/servers.ts (Playwright's one web server):
// - main (E2E_PORT, 8091 unless set): the demo data and every e2e/fixtures/*.json; specs read mail from
//   its outbox;
// - main + 1: a 3-second idle time-out, for the idle test;
// - main + 2: the README's quick start as a user runs it: `npm run serve` (what `npm start` runs after the
//   build) with nothing set but the port and a fresh data folder, so the demo seeding default is exercised;
// - main + 3: asks for image codes after 3 failed sign-ins, for e2e/image-code.spec.ts alone (everywhere else
//   specs fail sign-ins from 127.0.0.1 on purpose, so the image code is never asked);
// - main + 4: sends its mail over SMTP to a sink (main + 5, e2e/support/smtp-sink.ts), for
//   e2e/buyer-end-to-end.spec.ts and e2e/supplier-registration.spec.ts (its own fixture only): the sink
//   keeps each message as an outbox file, read by
//   support/mail.ts through E2E_DATA_DIR_<main + 4>.
// Each but the quick start starts from one copy of the demo data, made once. E2E_PORT moves them all (main
// to main + 5) so that two runs can share a machine; E2E_WEB_DIST serves another web build.
const root = import.meta.dirname;
const mainPort = Number(process.env.E2E_PORT ?? 8091);
const idlePort = mainPort + 1;
const quickstartPort = mainPort + 2;
const imageCodePort = mainPort + 3;
const smtpPortalPort = mainPort + 4;
const smtpSinkPort = mainPort + 5;
const dataDir = (port: number) => resolve(root, `.tmp/e2e-${port}`);
const mainDir = dataDir(mainPort);
const webDist: Record<string, string> = process.env.E2E_WEB_DIST
  ? { WEB_DIST: resolve(process.env.E2E_WEB_DIST) }
  : {};
process.env.E2E_DATA_DIR = mainDir;
process.env.E2E_IDLE_BASE_URL ??= `http://localhost:${idlePort}`;
process.env.E2E_QUICKSTART_BASE_URL ??= `http://localhost:${quickstartPort}`;
process.env.E2E_IMAGE_CODE_BASE_URL ??= `http://localhost:${imageCodePort}`;
process.env.E2E_SMTP_BASE_URL ??= `http://localhost:${smtpPortalPort}`;
process.env[`E2E_DATA_DIR_${smtpPortalPort}`] ??= dataDir(smtpSinkPort);

/** A portal server of support/serve.ts, with the demo data. */
const portal = (name: string, port: number, env: Record<string, string> = {}): E2eServer => ({
  name,
  port,
  demo: true,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(port),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    CODE_RESEND_SECONDS: '0',
    IMAGE_CODE_AFTER_FAILURES: '1000',
    // Many specs sign in as the demo supplier on this server in one run, more than the 10 codes an account
    // is sent in an hour; the limit itself is tested by the API suite (mobile-sign-in.test.ts).
    CODES_PER_HOUR: '1000',
    ...webDist,
    ...env,
  },
});

const servers: E2eServer[] = [
  {
    name: 'quickstart',
    port: quickstartPort,
    command: ['npm', 'run', 'serve'],
    dataDir: dataDir(quickstartPort),
    env: { PORT: String(quickstartPort), DATA_DIR: dataDir(quickstartPort), LOG_LEVEL: 'warn', ...webDist },
  },
  // Scheduled publish (issue 33): a draft scheduled seconds ahead is looked for at least every 2 s.
  portal('main', mainPort, {
    E2E_FIXTURES: resolve(root, 'e2e/fixtures'),
    PUBLISH_SCHEDULE_POLL_SECONDS: '2',
  }),
  portal('idle', idlePort, { IDLE_TIMEOUT_MS: '3000' }),
  portal('image-code', imageCodePort, { IMAGE_CODE_AFTER_FAILURES: '3' }),
  {
    name: 'smtp-sink',
    port: smtpSinkPort,
    command: ['node', '--import', 'tsx', 'e2e/support/smtp-sink.ts'],
    check: 'port',
    env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_DIR: dataDir(smtpSinkPort) },
  },
  // buyer-end-to-end.spec.ts runs a whole tender in minutes: its amendment brings the closing date a
  // minute ahead, which the default notice of an amendment (72 h) refuses; 0 is the setting's "no notice".
  portal('smtp', smtpPortalPort, {
    SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
    AMEND_MIN_NOTICE_HOURS: '0',
    // e2e/supplier-registration.spec.ts reads its registration link from the sink too (issue 33).
    E2E_FIXTURE_FILES: resolve(root, 'e2e/fixtures/supplier-registration.json'),
  }),
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${mainPort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Animations off: the app honours the system's reduced-motion setting (antd's motion token and the
    // sign-in pages' transitions), so a dialog, a dropdown or a menu is in place as soon as it shows and
    // one click on it is enough.
    reducedMotion: 'reduce',
    // Each context would otherwise install the portal's worker and precache the app (about 100 files):
    // only e2e/installable-app.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: {
    name: 'e2e',
    command: 'node --import tsx e2e/support/servers.ts',
    env: {
      E2E_SERVERS: JSON.stringify(servers),
      E2E_DEMO_DATA_DIR: resolve(root, `.tmp/e2e-${mainPort}-demo`),
    },
    wait: { stdout: /^e2e servers ready/m },
    // All of them: about a minute and a half on an idle 2-core machine, several on a busy one.
    timeout: 600_000,
    // Each server's start-up time (servers.ts), and what a server writes to stderr.
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
