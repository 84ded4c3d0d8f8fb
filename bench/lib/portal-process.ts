import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
// The e2e start script: fresh data folder, demo data, then the real server (the same code `npm run serve`
// runs), so a bench measures what a user gets.
const serveScript = join(root, 'e2e/support/serve.ts');

export interface PortalOptions {
  port: number;
  /** Emptied and used as DATA_DIR; by default a new temp folder, removed again by stop(). */
  dataDir?: string;
  /** The built web app to serve (WEB_DIST); by default the server's own default, apps/web/dist. */
  webDist?: string;
  /** More settings for the server, e.g. CODE_RESEND_SECONDS. */
  env?: Record<string, string>;
  /**
   * The script to run, relative to the repository: by default the e2e start script (fresh data folder and
   * demo data); SERVER_BUNDLE runs the server exactly as `npm run serve` does, e.g. on DATABASE_URL.
   */
  entry?: string;
  /** The path polled until the server answers it with any status; by default /login, answered with 200. */
  readyPath?: string;
  /** How long to wait for the server to answer (migrations and demo data included). */
  startTimeoutMs?: number;
}

export interface Portal {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  pid: number;
  dataDir: string;
  /** Where the server writes mails (verification codes) when no SMTP_URL is set. */
  outboxDir: string;
  /** Stops the server (its whole process group) and removes a temp data folder it made. */
  stop(): Promise<void>;
}

const POLL_MS = 250;

/** The server as production runs it (`npm run serve`); built by ensureServerBundle(). */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';

/** Builds the server bundle (a second or two), so a bench never measures a stale one. */
export function ensureServerBundle(): void {
  const built = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:server failed');
}

async function answers(url: string, anyStatus = false): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return anyStatus || response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (exited(child) || child.pid === undefined) return;
  try {
    // Negative pid: the child was started detached, so it leads its own group and nothing it may have
    // started outlives it.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * Starts the built portal on 127.0.0.1:`port` over a fresh data folder with the demo data, as a child
 * process, and resolves once it answers (see readyPath). Fails if something already listens on the port,
 * so a bench never measures someone else's server.
 */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const url = `http://127.0.0.1:${options.port}`;
  if (await answers(`${url}/login`)) throw new Error(`Port ${options.port} is already in use`);
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tender-portal-bench-'));
  const script = options.entry ? join(root, options.entry) : serveScript;
  // TypeScript runs through tsx; the server's bundle (dist/main.mjs) runs as `npm run serve` runs it.
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(options.webDist ? { WEB_DIST: resolve(options.webDist) } : {}),
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  // A bench that throws or is interrupted must not leave a server holding the port and the data folder.
  const killOnExit = () => {
    killGroup(child, 'SIGKILL');
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      killGroup(child, 'SIGTERM');
      if (!(await waitForExit(child, 5_000))) {
        killGroup(child, 'SIGKILL');
        await waitForExit(child, 5_000);
      }
      process.off('exit', killOnExit);
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  const readyUrl = `${url}${options.readyPath ?? '/login'}`;
  while (!(await answers(readyUrl, options.readyPath !== undefined))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      const why = exited(child) ? `exited (${child.exitCode ?? child.signalCode})` : 'did not answer in time';
      throw new Error(`The portal on port ${options.port} ${why}:\n${stderr}`);
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  return { url, pid: child.pid!, dataDir, outboxDir: join(dataDir, 'outbox'), stop };
}
