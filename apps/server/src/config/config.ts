import { join, resolve } from 'node:path';
import { SERVER_ROOT } from '../server-root.ts';
import type { StorageConfig } from '../storage/open-storage.ts';
import { loadStorageConfig } from './storage-config.ts';

/** Settings read once from the environment; every default is documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  systemToken: string;
  publicUrl: string;
  companyName: string;
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
  storage: StorageConfig;
  webDist: string;
  logLevel: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
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
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    companyName: env.COMPANY_NAME || 'Harbour Hotels & Property Services Group',
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
    storage: loadStorageConfig(env, dataDir),
    webDist: resolve(env.WEB_DIST || join(SERVER_ROOT, '../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
