import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { adminUrl } from './lib/postgres.ts';
import { machineFacts, resultsDir } from './lib/results.ts';

// npm run bench — every benchmark, each in its own process, then their figures into docs/performance.md
// (between the figures markers). On a fresh machine of this kind it first installs and starts what npm
// cannot (PostgreSQL, Chromium: .ci/setup-machine.sh, as CI does).

const root = resolve(import.meta.dirname, '..');
const BENCHES = [
  { name: 'api-load', script: 'bench/api-load/run.ts' },
  { name: 'tender-2000', script: 'bench/tender-2000/run.ts' },
  { name: 'web', script: 'bench/web/run.ts' },
];
const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${done.status ?? done.signal})`);
}

const env = { ...process.env };
if (!existsSync('/usr/bin/chromium') || !(await reachable(adminUrl()))) {
  const setup = spawnSync('bash', ['-c', 'source .ci/setup-machine.sh >&2 && echo "$TEST_DATABASE_URL"'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (setup.status !== 0) throw new Error('the machine setup (.ci/setup-machine.sh) failed');
  env.TEST_DATABASE_URL = setup.stdout.toString().trim();
}

// A fresh build, so the web figures are of the code as it is.
if (!env.WEB_DIST) run('npm', ['run', 'build']);
for (const bench of BENCHES) run(process.execPath, ['--import', 'tsx', bench.script], env);

const sections = BENCHES.map((bench) => readFileSync(resolve(resultsDir, `${bench.name}.md`), 'utf8').trim());
const figures = [
  START,
  `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineFacts()}, with \`npm run bench\`.`,
  '',
  sections.join('\n\n'),
  END,
].join('\n');
const docPath = resolve(root, 'docs/performance.md');
const doc = readFileSync(docPath, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < 0) throw new Error(`docs/performance.md has no ${START} ... ${END} block`);
writeFileSync(docPath, `${doc.slice(0, from)}${figures}${doc.slice(to + END.length)}`);
console.log('bench: figures written to docs/performance.md');
