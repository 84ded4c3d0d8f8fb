import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/import/seed-demo.ts';
import { openStorage } from '../../apps/server/src/storage/open-storage.ts';

// Playwright's one web server (playwright.config.ts): starts every server the specs use at once, and
// prints `e2e servers ready` when each answers. Playwright would start the servers of a list one after
// the other, each waiting for the one before; here they start together. The servers with the demo data
// start from one copy of it, made first (an embedded database initialised, migrated and seeded once
// instead of once per server). Each server's start-up time is printed.

/** One server, as playwright.config.ts describes it. */
export interface E2eServer {
  name: string;
  /** Answers on 127.0.0.1 once up (HTTP GET /login, or a plain connection for `check: 'port'`). */
  port: number;
  /** Default: the portal with a fresh data folder (support/serve.ts). */
  command?: string[];
  check?: 'login' | 'port';
  /** Starts from the demo data (made once for all: E2E_DEMO_TEMPLATE). */
  demo?: boolean;
  /** Emptied before the server starts. */
  dataDir?: string;
  env: Record<string, string>;
}

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as E2eServer[];
const templateDir = process.env.E2E_DEMO_DATA_DIR;
if (servers.length === 0 || !templateDir) throw new Error('servers.ts: run through playwright.config.ts');

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const children = new Set<ChildProcess>();
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

/** The demo data in a data folder of its own, as every demo server would otherwise seed it. */
async function makeDemoData(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '1' });
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db as never);
    const quiet = { info() {}, warn() {}, error() {} };
    await seedDemoIfEmpty(handle.db, openStorage(config.storage), config, quiet as never);
  } finally {
    await handle.close();
  }
}

async function answers(server: E2eServer): Promise<boolean> {
  if (server.check === 'port') {
    return new Promise((resolve) => {
      const socket = connect(server.port, '127.0.0.1')
        .once('connect', () => resolve(!!socket.end()))
        .once('error', () => resolve(false));
    });
  }
  return fetch(`http://127.0.0.1:${server.port}/login`).then(
    (reply) => reply.ok,
    () => false,
  );
}

async function start(server: E2eServer, demo: Promise<void>): Promise<void> {
  if (server.demo) await demo;
  if (await answers(server)) throw new Error(`port ${server.port} (${server.name}) is already in use`);
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  const [command, ...args] = server.command ?? ['node', '--import', 'tsx', 'e2e/support/serve.ts'];
  const child = spawn(command as string, args, {
    env: { ...process.env, ...server.env, ...(server.demo ? { E2E_DEMO_TEMPLATE: templateDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${server.name} server exited (${code}) before it answered`)),
    ),
  );
  const up = (async () => {
    while (!(await answers(server))) await new Promise((resolve) => setTimeout(resolve, 250));
  })();
  await Promise.race([up, exited]);
  console.log(`e2e server ${server.name} (port ${server.port}) up after ${seconds()}`);
}

const demo = servers.some((s) => s.demo)
  ? makeDemoData(templateDir).then(() => console.log(`e2e demo data made after ${seconds()}`))
  : Promise.resolve();
try {
  await Promise.all(servers.map((server) => start(server, demo)));
} catch (error) {
  console.error(error);
  stop();
}
console.log(`e2e servers ready after ${seconds()}`);
