import { join, resolve } from 'node:path';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, DEFAULT_TIME_ZONE_LABEL } from '@tender/domain';
import { SERVER_ROOT } from '../server-root.ts';
import type { StorageConfig } from '../storage/open-storage.ts';
import { loadSecretKey } from './secret-key.ts';
import { loadStorageConfig } from './storage-config.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** Settings read once from the environment; every default is documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  systemToken: string;
  /** SECRET_KEY or the contents of SECRET_KEY_FILE: the root of the code, link and RSA keys when given. */
  secretKey: string | undefined;
  publicUrl: string;
  companyName: string;
  /** The group's IANA time zone: every date-time shown or mailed is in it, whatever the browser's. */
  timeZone: string;
  /** The short label printed after such a date-time (HKT). */
  timeZoneLabel: string;
  /** ISO 4217 code of an RFQ that names none. */
  currency: string;
  supportEmail: string;
  supportPhone: string;
  seedDemo: boolean;
  sessionTtlSeconds: number;
  codeTtlSeconds: number;
  codeResendSeconds: number;
  codesPerHour: number;
  passwordMaxAgeDays: number;
  idleTimeoutMs: number;
  uploadMaxBytes: number;
  /** How often each server sweeps orphaned files from the storage (FILE_SWEEP_INTERVAL_SECONDS). */
  fileSweepIntervalMs: number;
  /** How old an unreferenced or temporary file must be before the sweep removes it (FILE_SWEEP_MIN_AGE_SECONDS). */
  fileSweepMinAgeMs: number;
  storage: StorageConfig;
  webDist: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); off: the socket's address is the client. */
  trustProxy: TrustProxy;
  /** Failed sign-in calls one client address may make per window before it is refused (3000012). */
  signInFailureLimit: number;
  signInFailureWindowSeconds: number;
  /** Keep resolved sessions in memory, invalidated through LISTEN/NOTIFY (SESSION_CACHE=0 turns it off). */
  sessionCache: boolean;
  /** Serve the OpenAPI document and the API reference page without signing in (API_DOCS=0 turns them off). */
  apiDocs: boolean;
  /** Check every reply against its contract schema before it is sent (REPLY_CHECK=0 turns it off). */
  replyCheck: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/** TIME_ZONE, its label (HKT for the default zone, else the zone's name unless TIME_ZONE_LABEL says) and CURRENCY. */
function zoneAndCurrency(env: NodeJS.ProcessEnv): Pick<Config, 'timeZone' | 'timeZoneLabel' | 'currency'> {
  const timeZone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  // An unknown zone would fail at the first date formatted; refuse it at start instead.
  new Intl.DateTimeFormat('en', { timeZone });
  const label = timeZone === DEFAULT_TIME_ZONE ? DEFAULT_TIME_ZONE_LABEL : timeZone;
  const currency = (env.CURRENCY || DEFAULT_CURRENCY).trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error('CURRENCY must be a 3-letter ISO 4217 code, e.g. HKD');
  return { timeZone, timeZoneLabel: env.TIME_ZONE_LABEL || label, currency };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const databaseUrl = env.DATABASE_URL || undefined;
  // Demo data seeds the embedded database by default, a real PostgreSQL only when asked for.
  const seedDemo = env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? !databaseUrl : env.SEED_DEMO === '1';
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tender Portal <no-reply@tender-portal.local>',
    systemToken: env.SYSTEM_TOKEN || 'tender-portal-web',
    secretKey: loadSecretKey(env),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    companyName: env.COMPANY_NAME || 'Harbour Hotels & Property Services Group',
    ...zoneAndCurrency(env),
    supportEmail: env.SUPPORT_EMAIL || 'tender.support@example.com',
    supportPhone: env.SUPPORT_PHONE || '+852 2800 0000',
    seedDemo,
    sessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 8 * 3600),
    codeTtlSeconds: Math.min(int(env.CODE_TTL_SECONDS, 900), 900),
    codeResendSeconds: int(env.CODE_RESEND_SECONDS, 30),
    codesPerHour: int(env.CODES_PER_HOUR, 10),
    passwordMaxAgeDays: int(env.PASSWORD_MAX_AGE_DAYS, 180),
    idleTimeoutMs: int(env.IDLE_TIMEOUT_MS, 1_800_000),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 104_857_600),
    fileSweepIntervalMs: Math.max(int(env.FILE_SWEEP_INTERVAL_SECONDS, 3600), 60) * 1000,
    fileSweepMinAgeMs: Math.max(int(env.FILE_SWEEP_MIN_AGE_SECONDS, 86_400), 0) * 1000,
    storage: loadStorageConfig(env, dataDir),
    webDist: resolve(env.WEB_DIST || join(SERVER_ROOT, '../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInFailureLimit: int(env.SIGNIN_FAILURE_LIMIT, 20),
    signInFailureWindowSeconds: int(env.SIGNIN_FAILURE_WINDOW_SECONDS, 900),
    sessionCache: env.SESSION_CACHE !== '0',
    apiDocs: env.API_DOCS !== '0',
    replyCheck: env.REPLY_CHECK !== '0',
  };
}
