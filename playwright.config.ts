import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

// Two built servers on fresh data folders: the main one (demo data + every e2e/fixtures/*.json) and a
// second with a 3-second idle time-out for the idle test. Specs read mail from the main one's outbox.
const root = import.meta.dirname;
const mainDir = resolve(root, '.tmp/e2e-8091');
const idleDir = resolve(root, '.tmp/e2e-8092');
const quickstartDir = resolve(root, '.tmp/e2e-8093');
process.env.E2E_DATA_DIR = mainDir;

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
    baseURL: 'http://localhost:8091',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    // The README's quick start as a user runs it: `npm run serve` (what `npm start` runs after the build)
    // with nothing set but the port and a fresh data folder, so the demo seeding default is exercised.
    {
      command: `rm -rf ${quickstartDir} && npm run serve`,
      url: 'http://127.0.0.1:8093/login',
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: '8093', DATA_DIR: quickstartDir, LOG_LEVEL: 'warn' },
    },
    serve(8091, mainDir, { E2E_FIXTURES: resolve(root, 'e2e/fixtures') }),
    serve(8092, idleDir, { IDLE_TIMEOUT_MS: '3000' }),
  ],
});
