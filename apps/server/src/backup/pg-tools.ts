import { execFile, spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/** PostgreSQL's client programs the backup runs. */
export type PgTool = 'pg_dump' | 'pg_restore';

/** Where Debian/Ubuntu (postgresql-client-N) and the PGDG RPMs put each version's programs. */
function versionedDirs(): string[] {
  const dirs: string[] = [];
  for (const [root, pattern] of [
    ['/usr/lib/postgresql', /^\d+$/],
    ['/usr', /^pgsql-\d+$/],
  ] as const) {
    try {
      for (const name of readdirSync(root)) if (pattern.test(name)) dirs.push(join(root, name, 'bin'));
    } catch {
      // Not this layout.
    }
  }
  return dirs;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** What a client program says of its version, e.g. `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)`. */
export async function versionOf(path: string): Promise<string> {
  try {
    return (await run(path, ['--version'])).stdout.trim();
  } catch {
    return '';
  }
}

/** The major version a client program reports (`pg_dump (PostgreSQL) 15.18 (Debian ...)` is 15). */
async function majorOf(path: string): Promise<number | undefined> {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(await versionOf(path));
  return m ? Number(m[1]) : undefined;
}

/** The major version of the server a client is connected to (15 for 15.18). */
export async function serverMajor(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<number> {
  const [row] = await query(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(row?.v) / 10_000);
}

/**
 * The client program to use against a server of `serverMajor`: from `binDir` when given, else the one on
 * PATH or in a versioned folder whose major version is the server's, else the oldest newer one (pg_dump
 * reads older servers, never newer ones). A clear BackupError, naming what was found, when none fits.
 */
export async function findPgTool(tool: PgTool, serverMajor: number, binDir?: string): Promise<string> {
  const dirs = binDir
    ? [binDir]
    : [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...versionedDirs()];
  const found: { path: string; major: number }[] = [];
  for (const dir of new Set(dirs)) {
    const path = join(dir, tool);
    if (!isExecutable(path)) continue;
    const major = await majorOf(path);
    if (major !== undefined) found.push({ path, major });
  }
  const fits = found.filter((f) => f.major >= serverMajor).sort((a, b) => a.major - b.major);
  const best = fits[0];
  if (best) return best.path;
  const seen = found.length
    ? `found only ${found.map((f) => `${f.path} (${f.major})`).join(', ')}`
    : `none found ${binDir ? `in ${binDir}` : 'on PATH or under /usr/lib/postgresql/*/bin'}`;
  throw new BackupError(
    `${tool} of PostgreSQL ${serverMajor} or newer is needed for this server (${seen}); install PostgreSQL's ` +
      `client programs of that version (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}) ` +
      `or name their folder with --pg-bin DIR`,
  );
}

/**
 * A libpq connection for the client programs: the URL without its password, which goes in PGPASSWORD
 * instead, so it never shows in a process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** Runs a client program to its end; its error output (never the password) in the error when it fails. */
export function runPgTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${path.split('/').pop()} failed (exit code ${code}): ${stderr.trim() || 'no output'}`,
          ),
        );
    });
  });
}
