import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root.ts';
import { CONFIG_EXIT_CODE, ConfigError, loadConfig } from './config.ts';
import { DEPLOYMENT_DOC, settingsTable, TABLE_END, TABLE_START } from './settings-doc.ts';
import { SETTING_NAMES } from './settings-schema.ts';

// Issue 16: every setting is read through one schema; a bad or missing value stops the start with
// the setting's name and the reason instead of silently becoming a default (PORT=abc was 8080).

/** The ConfigError's lines for an environment that must be refused. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'tenders',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadConfig: good values', () => {
  it('uses every default when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      seedDemo: true,
      sessionTtlSeconds: 28_800,
      codeTtlSeconds: 900,
      codeResendSeconds: 30,
      codesPerHour: 10,
      passwordMaxAgeDays: 180,
      idleTimeoutMs: 1_800_000,
      uploadMaxBytes: 104_857_600,
      fileSweepIntervalMs: 3_600_000,
      fileSweepMinAgeMs: 86_400_000,
      publishSchedulePollMs: 30_000,
      logLevel: 'info',
      trustProxy: false,
      signInFailureLimit: 20,
      signInFailureWindowSeconds: 900,
      imageCodeAfterFailures: 3,
      sessionCache: true,
      apiDocs: true,
      replyCheck: true,
      secretKey: undefined,
      storage: { driver: 'local' },
    });
  });

  it('reads an empty value as unset, and ignores variables that are not settings', () => {
    const empty = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']));
    expect(loadConfig({ ...empty, PATH: '/usr/bin', PORTAL: 'x' })).toEqual(loadConfig({}));
  });

  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ['a port', { PORT: '9000' }, { port: 9000, publicUrl: 'http://localhost:9000' }],
    ['a port with blanks around it', { PORT: ' 9000 ' }, { port: 9000 }],
    ['the lowest port', { PORT: '1' }, { port: 1 }],
    ['the highest port', { PORT: '65535' }, { port: 65_535 }],
    [
      'a public https URL',
      { PUBLIC_URL: 'https://tender.example.com' },
      { publicUrl: 'https://tender.example.com' },
    ],
    [
      'a PostgreSQL URL, which turns the demo data off',
      { DATABASE_URL: 'postgres://portal:pw@db:5432/tender' },
      { databaseUrl: 'postgres://portal:pw@db:5432/tender', seedDemo: false },
    ],
    [
      'a socket PostgreSQL URL',
      { DATABASE_URL: 'postgresql://portal@/tender?host=/run/pg' },
      { seedDemo: false },
    ],
    ['the demo data asked for', { DATABASE_URL: 'postgres://db/tender', SEED_DEMO: '1' }, { seedDemo: true }],
    [
      'the demo data asked for with true',
      { DATABASE_URL: 'postgres://db/tender', SEED_DEMO: 'true' },
      { seedDemo: true },
    ],
    ['no demo data on PGlite', { SEED_DEMO: '0' }, { seedDemo: false }],
    ['an SMTP URL', { SMTP_URL: 'smtp://user:pass@mail:587' }, { smtpUrl: 'smtp://user:pass@mail:587' }],
    [
      'flags off with 0',
      { SESSION_CACHE: '0', API_DOCS: '0', REPLY_CHECK: '0' },
      { sessionCache: false, apiDocs: false, replyCheck: false },
    ],
    [
      'flags off with false',
      { SESSION_CACHE: 'false', API_DOCS: 'false', REPLY_CHECK: 'false' },
      { sessionCache: false, apiDocs: false, replyCheck: false },
    ],
    [
      'flags on with true',
      { SESSION_CACHE: 'true', API_DOCS: 'true', REPLY_CHECK: 'true' },
      { sessionCache: true, apiDocs: true, replyCheck: true },
    ],
    [
      'flags on with 1',
      { SESSION_CACHE: '1', API_DOCS: '1', REPLY_CHECK: '1' },
      { sessionCache: true, apiDocs: true, replyCheck: true },
    ],
    ['no gap between codes', { CODE_RESEND_SECONDS: '0' }, { codeResendSeconds: 0 }],
    ['the longest code lifetime', { CODE_TTL_SECONDS: '900' }, { codeTtlSeconds: 900 }],
    ['the shortest sweep interval', { FILE_SWEEP_INTERVAL_SECONDS: '60' }, { fileSweepIntervalMs: 60_000 }],
    ['files swept at any age', { FILE_SWEEP_MIN_AGE_SECONDS: '0' }, { fileSweepMinAgeMs: 0 }],
    ['a short idle timeout', { IDLE_TIMEOUT_MS: '3000' }, { idleTimeoutMs: 3000 }],
    ['a 5 GB upload limit', { UPLOAD_MAX_BYTES: '5000000000' }, { uploadMaxBytes: 5_000_000_000 }],
    ['a log level', { LOG_LEVEL: 'debug' }, { logLevel: 'debug' }],
    ['a proxy list', { TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }, { trustProxy: ['10.0.0.5', '10.1.0.0/16'] }],
    ['a secret key', { SECRET_KEY: 'k'.repeat(32) }, { secretKey: 'k'.repeat(32) }],
    [
      'a bucket, path style spelt true',
      { ...S3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' },
      { storage: { driver: 's3', s3: { endpoint: 'http://minio:9000', forcePathStyle: true } } },
    ],
    [
      'a bucket, path style off',
      { ...S3, S3_FORCE_PATH_STYLE: '0' },
      { storage: { s3: { forcePathStyle: false } } },
    ],
  ])('takes %s', (_, env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});

describe('loadConfig: bad values stop the start with the setting and the reason', () => {
  it.each<[Record<string, string>, string]>([
    [{ PORT: 'abc' }, 'PORT: must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be an integer from 1 to 65535 (got "70000")'],
    [{ PORT: '0' }, 'PORT: must be an integer from 1 to 65535 (got "0")'],
    [{ PORT: '0x1F' }, 'PORT: must be an integer from 1 to 65535 (got "0x1F")'],
    [{ PORT: '80.5' }, 'PORT: must be an integer from 1 to 65535 (got "80.5")'],
    [{ PORT: '1e3' }, 'PORT: must be an integer from 1 to 65535 (got "1e3")'],
    [{ PORT: ' ' }, 'PORT: must be an integer from 1 to 65535 (got " ")'],
    [{ IDLE_TIMEOUT_MS: '-1' }, 'IDLE_TIMEOUT_MS: must be an integer from 1 to 2147483647 (got "-1")'],
    [
      { IDLE_TIMEOUT_MS: '3000000000' },
      'IDLE_TIMEOUT_MS: must be an integer from 1 to 2147483647 (got "3000000000")',
    ],
    [
      { SESSION_TTL_SECONDS: '8h' },
      'SESSION_TTL_SECONDS: must be an integer from 1 to 2147483647 (got "8h")',
    ],
    [{ CODE_TTL_SECONDS: '1800' }, 'CODE_TTL_SECONDS: must be an integer from 1 to 900 (got "1800")'],
    [{ CODES_PER_HOUR: '0' }, 'CODES_PER_HOUR: must be an integer from 1 to 2147483647 (got "0")'],
    [
      { FILE_SWEEP_INTERVAL_SECONDS: '10' },
      'FILE_SWEEP_INTERVAL_SECONDS: must be an integer from 60 to 2147483 (got "10")',
    ],
    [
      { UPLOAD_MAX_BYTES: '100MB' },
      'UPLOAD_MAX_BYTES: must be an integer from 1 to 9007199254740991 (got "100MB")',
    ],
    [
      { PUBLIC_URL: 'localhost:8080' },
      'PUBLIC_URL: must be an http:// or https:// URL (got "localhost:8080")',
    ],
    [{ PUBLIC_URL: 'http://' }, 'PUBLIC_URL: must be an http:// or https:// URL (got "http://")'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL (got "minio:9000")'],
    [
      { DATABASE_URL: 'mysql://root:pw@db/tender' },
      'DATABASE_URL: must be a postgres:// or postgresql:// URL (got a value, not shown)',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'SMTP_URL: must be an smtp:// or smtps:// URL (got a value, not shown)',
    ],
    [{ SESSION_CACHE: 'yes' }, 'SESSION_CACHE: must be 0, 1, true or false (got "yes")'],
    [{ SEED_DEMO: 'on' }, 'SEED_DEMO: must be 0, 1, true or false (got "on")'],
    [{ API_DOCS: 'off' }, 'API_DOCS: must be 0, 1, true or false (got "off")'],
    [{ REPLY_CHECK: 'TRUE' }, 'REPLY_CHECK: must be 0, 1, true or false (got "TRUE")'],
    [{ S3_FORCE_PATH_STYLE: 'path' }, 'S3_FORCE_PATH_STYLE: must be 0, 1, true or false (got "path")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent (got "verbose")',
    ],
    [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER: must be local or s3 (got "gcs")'],
    [
      { TIME_ZONE: 'Mars/Olympus' },
      'TIME_ZONE: must be an IANA time zone, e.g. Asia/Hong_Kong (got "Mars/Olympus")',
    ],
    [{ CURRENCY: 'dollars' }, 'CURRENCY: must be a 3-letter ISO 4217 code, e.g. HKD (got "dollars")'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL: must be an e-mail address (got "support")'],
    [
      { TRUST_PROXY: '*' },
      'TRUST_PROXY: must be a hop count (0-99), or a comma-separated list of proxy addresses or CIDR ranges, or false (got "*")',
    ],
    [
      { SECRET_KEY: 'too-short-a-secret' },
      'SECRET_KEY: must be at least 32 characters (got a value, not shown)',
    ],
    [
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'tenders' },
      'STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    ],
  ])('%j', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('names every bad setting at once, in the order of the docs, in one RangeError', () => {
    const env = { SESSION_CACHE: 'yes', IDLE_TIMEOUT_MS: '-1', PORT: 'abc', HOST: 'localhost' };
    expect(problemsOf(env)).toEqual([
      'PORT: must be an integer from 1 to 65535 (got "abc")',
      'SESSION_CACHE: must be 0, 1, true or false (got "yes")',
      'IDLE_TIMEOUT_MS: must be an integer from 1 to 2147483647 (got "-1")',
    ]);
    expect(() => loadConfig(env)).toThrow(RangeError);
    expect(() => loadConfig(env)).toThrow(/^PORT: .*\nSESSION_CACHE: .*\nIDLE_TIMEOUT_MS: /);
  });

  it('never repeats a secret, and cuts a long value short', () => {
    const secret = 'hunter2-not-long-enough';
    expect(problemsOf({ SECRET_KEY: secret }).join()).not.toContain(secret);
    expect(problemsOf({ S3_SECRET_ACCESS_KEY: '', STORAGE_DRIVER: 's3' }).join()).toMatch(/needs S3_BUCKET/);
    const [long] = problemsOf({ PORT: 'x'.repeat(500) });
    expect(long?.length).toBeLessThan(160);
  });

  it('reports a SECRET_KEY_FILE that cannot be read, or holds too short a key', () => {
    expect(problemsOf({ SECRET_KEY_FILE: '/no/such/secret-key' })).toEqual([
      expect.stringMatching(/^SECRET_KEY_FILE: cannot be read \(ENOENT/),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'tp-config-'));
    const file = join(dir, 'key');
    writeFileSync(file, 'short\n');
    expect(problemsOf({ SECRET_KEY_FILE: file })).toEqual([
      'SECRET_KEY_FILE: must hold at least 32 characters',
    ]);
  });
});

describe('docs/deployment.md lists exactly the settings of the schema', () => {
  const doc = readFileSync(DEPLOYMENT_DOC, 'utf8');
  const table = doc.slice(doc.indexOf(TABLE_START) + TABLE_START.length, doc.indexOf(TABLE_END)).trim();
  const documented = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);

  it('has a row for every setting, and no row for anything else', () => {
    expect(documented.filter((name) => !(SETTING_NAMES as string[]).includes(name ?? ''))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names no variable in its text that the server does not read', () => {
    const mentioned = [...doc.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:[=/][^`]*)?`/g)].map((m) => m[1]);
    // The AWS SDK's own settings, which it reads for SMS_DRIVER=sns (its region, credentials, endpoint).
    const awsSdk = [
      'AWS_REGION',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_PROFILE',
      'AWS_ENDPOINT_URL_SNS',
    ];
    const known = new Set<string>([...SETTING_NAMES, 'VITE_SYSTEM_TOKEN', ...awsSdk]);
    expect([...new Set(mentioned.filter((name) => !known.has(name ?? '')))]).toEqual([]);
  });

  it('shows the table generated from the schema (node --import tsx apps/server/src/config/settings-doc.ts)', () => {
    expect(table).toBe(settingsTable());
  });
});

describe('a start with a bad setting', () => {
  const repo = join(SERVER_ROOT, '../..');
  // The caller's own settings stay out, so only the ones under test are set.
  const baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !(SETTING_NAMES as string[]).includes(name)),
  );

  it.each([
    ['the server', ['apps/server/src/main.ts']],
    ['the import', ['apps/server/src/cli/import.ts', 'feed.json']],
    ['the admin command', ['apps/server/src/cli/admin.ts', 'unlock', '--loginid', 'x']],
  ])(
    'ends %s with exit code 78 and the setting named, no stack trace, nothing written',
    (_, args) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tp-config-start-'));
      const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
        cwd: repo,
        env: { ...baseEnv, PORT: 'abc', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      expect(run.stderr).toBe(
        'Cannot start: a setting is not valid\n  PORT: must be an integer from 1 to 65535 (got "abc")\n',
      );
      expect(readdirSync(dataDir)).toEqual([]);
    },
    60_000,
  );
});
