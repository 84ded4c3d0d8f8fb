import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// `npm run test:e2e`: Playwright on six ports from E2E_PORT (playwright.config.ts). Unless E2E_PORT is set,
// the first block of six free ports from 8091 (8091, 8101, ... 8291), so that a server left over from an
// interrupted run, or another run on the machine, does not fail CI with "port already used". Arguments are
// passed to `playwright test` (a spec file, --grep ...).
const SPAN = 6;
const FIRST = 8091;
const STEP = 10;
const TRIES = 21;

/** Whether nothing listens on the port, on the loopback address or on every address. */
async function isFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '0.0.0.0']) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

async function freeBase(): Promise<number> {
  for (let i = 0; i < TRIES; i++) {
    const base = FIRST + i * STEP;
    const ports = Array.from({ length: SPAN }, (_, k) => base + k);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`No ${SPAN} free ports from ${FIRST} to ${FIRST + (TRIES - 1) * STEP + SPAN - 1}`);
}

const env = { ...process.env };
if (!env.E2E_PORT) {
  const base = await freeBase();
  if (base !== FIRST)
    process.stdout.write(`Ports ${FIRST}-${FIRST + SPAN - 1} are in use: E2E_PORT=${base}\n`);
  env.E2E_PORT = String(base);
}
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
