import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

// Two built servers on fresh data folders: the main one (demo data + every e2e/fixtures/*.json) and a
// second with a 3-second idle time-out for the idle test. Specs read mail from the main one's outbox.
// A fourth (main + 3, demo data) asks for image codes after 3 failed sign-ins, for e2e/image-code.spec.ts
// alone: everywhere else specs fail sign-ins from 127.0.0.1 on purpose, so the image code is never asked.
// A fifth (main + 4, demo data) sends its mail over SMTP to a sink (main + 5, e2e/support/smtp-sink.ts),
// for e2e/buyer-end-to-end.spec.ts alone: the sink keeps each message as an outbox file, read by
// support/mail.ts through E2E_DATA_DIR_<main + 4>.
// E2E_PORT moves them all (main to main + 5) so that two runs can share a machine;
// E2E_WEB_DIST serves another web build.
const root = import.meta.dirname;
const mainPort = Number(process.env.E2E_PORT ?? 8091);
const idlePort = mainPort + 1;
const quickstartPort = mainPort + 2;
const imageCodePort = mainPort + 3;
const mainDir = resolve(root, `.tmp/e2e-${mainPort}`);
const idleDir = resolve(root, `.tmp/e2e-${idlePort}`);
const quickstartDir = resolve(root, `.tmp/e2e-${quickstartPort}`);
const imageCodeDir = resolve(root, `.tmp/e2e-${imageCodePort}`);
const smtpPortalPort = mainPort + 4;
const smtpSinkPort = mainPort + 5;
const smtpPortalDir = resolve(root, `.tmp/e2e-${smtpPortalPort}`);
const smtpSinkDir = resolve(root, `.tmp/e2e-${smtpSinkPort}`);
const webDist: Record<string, string> = process.env.E2E_WEB_DIST
  ? { WEB_DIST: resolve(process.env.E2E_WEB_DIST) }
  : {};
process.env.E2E_DATA_DIR = mainDir;
process.env.E2E_IDLE_BASE_URL ??= `http://localhost:${idlePort}`;
process.env.E2E_QUICKSTART_BASE_URL ??= `http://localhost:${quickstartPort}`;
process.env.E2E_IMAGE_CODE_BASE_URL ??= `http://localhost:${imageCodePort}`;
process.env.E2E_SMTP_BASE_URL ??= `http://localhost:${smtpPortalPort}`;
process.env[`E2E_DATA_DIR_${smtpPortalPort}`] ??= smtpSinkDir;

const serve = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: 'node --import tsx e2e/support/serve.ts',
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    CODE_RESEND_SECONDS: '0',
    IMAGE_CODE_AFTER_FAILURES: '1000',
    ...webDist,
    ...env,
  },
});

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
  webServer: [
    // The README's quick start as a user runs it: `npm run serve` (what `npm start` runs after the build)
    // with nothing set but the port and a fresh data folder, so the demo seeding default is exercised.
    {
      command: `rm -rf ${quickstartDir} && npm run serve`,
      url: `http://127.0.0.1:${quickstartPort}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(quickstartPort), DATA_DIR: quickstartDir, LOG_LEVEL: 'warn', ...webDist },
    },
    serve(mainPort, mainDir, { E2E_FIXTURES: resolve(root, 'e2e/fixtures') }),
    serve(idlePort, idleDir, { IDLE_TIMEOUT_MS: '3000' }),
    serve(imageCodePort, imageCodeDir, { IMAGE_CODE_AFTER_FAILURES: '3' }),
    {
      command: 'node --import tsx e2e/support/smtp-sink.ts',
      port: smtpSinkPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_DIR: smtpSinkDir },
    },
    serve(smtpPortalPort, smtpPortalDir, { SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}` }),
  ],
});
