import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// An app server as a child process, as production runs it, for the tests that kill one for real
// (SIGKILL) and start the next on the same database and data folder.

const ROOT = join(import.meta.dirname, '../../../..');
const MAIN = join(ROOT, 'apps/server/src/main.ts');

const children = new Set<ChildProcess>();

/** Kills every child server still running (afterEach). */
export function killChildServers(): void {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `probe` every `everyMs` until it answers something, for at most `ms`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  ms = 60_000,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export interface ChildServer {
  process: ChildProcess;
  url: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** `node --import tsx apps/server/src/main.ts`, as `npm run serve:dev` starts it, ready to answer. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(signal ?? code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the server to start', async () => {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    return (await fetch(`${url}/samex/rest/health`)).ok;
  });
  return { process: child, url, exited };
}

/** POSTs JSON to the server's /samex/rest`path`. */
export async function postTo(url: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const res = await fetch(`${url}/samex/rest${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data?: Record<string, unknown> };
}
