import { join, resolve } from 'node:path';
import { DEFAULT_TIME_ZONE, DEFAULT_TIME_ZONE_LABEL } from '@tender/domain';
import Ajv, { type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { SERVER_ROOT } from '../server-root.ts';
import type { SmsConfig } from '../sms/sms-sender.ts';
import type { StorageConfig } from '../storage/open-storage.ts';
import { loadSecretKey } from './secret-key.ts';
import {
  expectation,
  type Flag,
  isFlag,
  isOn,
  SETTING_FORMATS,
  SETTING_NAMES,
  type SettingName,
  type Settings,
  SettingsSchema,
  settingSchema,
} from './settings-schema.ts';
import { loadSmsConfig } from './sms-config.ts';
import { loadStorageConfig } from './storage-config.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/**
 * Settings read once from the environment, through the schema of settings-schema.ts (every default
 * and allowed value is listed in docs/deployment.md, Settings).
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first retry of a mail refused for now (MAIL_RETRY_SECONDS); each next waits twice as long. */
  mailRetryFirstMs: number;
  /** How long a refused mail is retried before it is failed (MAIL_RETRY_HOURS). */
  mailRetryForMs: number;
  /** How long a claimed mail belongs to its sender (MAIL_LEASE_SECONDS). */
  mailLeaseMs: number;
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
  /** Hours before closing when an invited supplier that has not responded is mailed a reminder; 0: never. */
  reminderHours: number;
  /** NOTICE_DIGEST_TIME (HH:MM in timeZone): when the buyers' daily digests go out (issue 35). */
  noticeDigestTime: string;
  /** AMEND_MIN_NOTICE_HOURS: the notice an amendment gives the bidders (domain amend-notice.ts). */
  amendMinNoticeHours: number;
  /** AWARD_APPROVAL_THRESHOLD (issue 29): an award at or above it waits for approval; a site may override it. */
  awardApprovalThreshold: string;
  /** AWARD_WEBHOOK_URL and AWARD_WEBHOOK_SECRET (issue 29): the ERP hand-off of a final award; undefined: none. */
  awardWebhook: { url: string; secret: string } | undefined;
  /** Days before a certificate or licence expires when the supplier's users are mailed; 0: never. */
  certReminderDays: number;
  /** PUBLISH_SCHEDULE_POLL_SECONDS: the longest a server waits before looking for scheduled drafts due. */
  publishSchedulePollMs: number;
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
  /** How text messages are sent (SMS_DRIVER and its settings). */
  sms: SmsConfig;
  webDist: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); off: the socket's address is the client. */
  trustProxy: TrustProxy;
  /** Failed sign-in calls one client address may make per window before it is refused (3000012). */
  signInFailureLimit: number;
  signInFailureWindowSeconds: number;
  /** Failed sign-in calls after which an address must also answer an image code (IMAGE_CODE_AFTER_FAILURES). */
  imageCodeAfterFailures: number;
  /** Keep resolved sessions in memory, invalidated through LISTEN/NOTIFY (SESSION_CACHE=0 turns it off). */
  sessionCache: boolean;
  /** Serve the OpenAPI document and the API reference page without signing in (API_DOCS=0 turns them off). */
  apiDocs: boolean;
  /** Check every reply against its contract schema before it is sent (REPLY_CHECK=0 turns it off). */
  replyCheck: boolean;
  /** The bearer token of `GET /samex/rest/metrics` (METRICS_TOKEN); unset: no metrics route. */
  metricsToken: string | undefined;
}

/**
 * One or more settings that cannot be used, one line each: `PORT: must be an integer from 1 to 65535
 * (got "abc")`. A RangeError: a value outside the set of allowed values.
 */
export class ConfigError extends RangeError {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Exit code of a start refused for its settings (EX_CONFIG of sysexits.h): restarting will not help. */
export const CONFIG_EXIT_CODE = 78;

// No type coercion: Ajv's would read PORT=0x1F as 31 and a blank as 0. Integers are converted below,
// decimal digits only; everything else is validated as the string it is.
const ajv = new Ajv({
  allErrors: true,
  removeAdditional: true,
  useDefaults: true,
  coerceTypes: false,
  strict: true,
  addUsedSchema: false,
});
for (const [name, test] of Object.entries(SETTING_FORMATS))
  ajv.addFormat(name, { type: 'string', validate: test });
ajv.addKeyword({ keyword: 'expected', schemaType: 'string' });
ajv.addKeyword({ keyword: 'defaultText', schemaType: 'string' });
ajv.addKeyword({ keyword: 'secret', schemaType: 'boolean' });

/** The given settings: an empty value is unset, integers written in decimal digits become numbers. */
function givenSettings(env: NodeJS.ProcessEnv): Record<string, string | number> {
  const given: Record<string, string | number> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const trimmed = value.trim();
    if (settingSchema(name).type === 'integer' && /^[+-]?\d+$/.test(trimmed)) given[name] = Number(trimmed);
    else if (isFlag(settingSchema(name))) given[name] = trimmed;
    else given[name] = value;
  }
  return given;
}

function problemOf(name: SettingName, value: string | undefined): string {
  const schema = settingSchema(name);
  const shown = value === undefined ? 'nothing' : schema.secret ? 'a value, not shown' : quote(value);
  return `${name}: must be ${expectation(schema)} (got ${shown})`;
}

function quote(value: string): string {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 76)}..."` : text;
}

/** The settings validated against the schema, or the problems, one per setting, in the schema's order. */
function validateSettings(env: NodeJS.ProcessEnv): { settings: Settings } | { problems: string[] } {
  try {
    const settings = envSchema<Settings>({
      schema: SettingsSchema,
      data: givenSettings(env),
      env: false,
      dotenv: false,
      ajv,
    });
    return { settings };
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    const bad = new Set<string>();
    const other: string[] = [];
    for (const e of errors) {
      const name =
        e.instancePath.slice(1) || (e.params as { missingProperty?: string }).missingProperty || '';
      if ((SETTING_NAMES as string[]).includes(name)) bad.add(name);
      else other.push(`${name || 'environment'}: ${e.message}`);
    }
    const problems = SETTING_NAMES.filter((name) => bad.has(name)).map((name) => problemOf(name, env[name]));
    return { problems: [...problems, ...other] };
  }
}

/** The environment the helpers of this folder read: empty values left out, flags spelt `0` or `1`. */
function normalisedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const flag = isFlag(settingSchema(name));
    out[name] = flag ? (isOn(value.trim() as Flag) ? '1' : '0') : value;
  }
  return out;
}

/** The ERP hand-off (AWARD_WEBHOOK_URL with its AWARD_WEBHOOK_SECRET), or undefined when the URL is unset. */
function loadAwardWebhook(env: NodeJS.ProcessEnv): Config['awardWebhook'] {
  const url = env.AWARD_WEBHOOK_URL;
  if (!url) return undefined;
  const secret = env.AWARD_WEBHOOK_SECRET;
  if (!secret) throw new Error('AWARD_WEBHOOK_URL needs AWARD_WEBHOOK_SECRET to be set');
  return { url, secret };
}

/** A value worked out from several settings; its failure is reported with the others. */
function derive<T>(problems: string[], compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * The configuration from the environment (`process.env` by default, or a plain object of strings).
 * Every setting is checked against the schema first; a value that is not allowed (PORT=abc, an unknown
 * flag spelling, a URL that is not one) throws a ConfigError naming each such setting and why, instead
 * of falling back to a default. An empty value means unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const checked = validateSettings(env);
  if ('problems' in checked) throw new ConfigError(checked.problems);
  const s = checked.settings;
  const given = normalisedEnv(env);
  const problems: string[] = [];
  const dataDir = resolve(s.DATA_DIR);
  const secretKey = derive(problems, () => {
    try {
      return loadSecretKey(given);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // SECRET_KEY itself was checked by the schema: what is left is the file, too short or unreadable.
      if (message.startsWith('SECRET_KEY_FILE must')) throw new Error(message.replace(' must', ': must'));
      throw new Error(`SECRET_KEY_FILE: cannot be read (${message})`);
    }
  });
  const storage = derive(problems, () => loadStorageConfig(given, dataDir));
  const sms = derive(problems, () => loadSmsConfig(given, dataDir));
  const awardWebhook = derive(problems, () => loadAwardWebhook(given));
  if (problems.length > 0 || !storage || !sms) throw new ConfigError(problems);

  const databaseUrl = s.DATABASE_URL;
  const timeZone = s.TIME_ZONE;
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir,
    databaseUrl,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    mailRetryFirstMs: s.MAIL_RETRY_SECONDS * 1000,
    mailRetryForMs: s.MAIL_RETRY_HOURS * 3_600_000,
    mailLeaseMs: s.MAIL_LEASE_SECONDS * 1000,
    systemToken: s.SYSTEM_TOKEN,
    secretKey,
    publicUrl: s.PUBLIC_URL ?? `http://localhost:${s.PORT}`,
    companyName: s.COMPANY_NAME,
    timeZone,
    timeZoneLabel: s.TIME_ZONE_LABEL ?? (timeZone === DEFAULT_TIME_ZONE ? DEFAULT_TIME_ZONE_LABEL : timeZone),
    currency: s.CURRENCY.trim().toUpperCase(),
    supportEmail: s.SUPPORT_EMAIL,
    supportPhone: s.SUPPORT_PHONE,
    reminderHours: s.REMINDER_HOURS,
    noticeDigestTime: s.NOTICE_DIGEST_TIME,
    amendMinNoticeHours: s.AMEND_MIN_NOTICE_HOURS,
    awardApprovalThreshold: s.AWARD_APPROVAL_THRESHOLD,
    awardWebhook,
    certReminderDays: s.CERT_REMINDER_DAYS,
    publishSchedulePollMs: s.PUBLISH_SCHEDULE_POLL_SECONDS * 1000,
    // Demo data seeds the embedded database by default, a real PostgreSQL only when asked for.
    seedDemo: s.SEED_DEMO === undefined ? !databaseUrl : isOn(s.SEED_DEMO),
    sessionTtlSeconds: s.SESSION_TTL_SECONDS,
    codeTtlSeconds: s.CODE_TTL_SECONDS,
    codeResendSeconds: s.CODE_RESEND_SECONDS,
    codesPerHour: s.CODES_PER_HOUR,
    passwordMaxAgeDays: s.PASSWORD_MAX_AGE_DAYS,
    idleTimeoutMs: s.IDLE_TIMEOUT_MS,
    uploadMaxBytes: s.UPLOAD_MAX_BYTES,
    fileSweepIntervalMs: s.FILE_SWEEP_INTERVAL_SECONDS * 1000,
    fileSweepMinAgeMs: s.FILE_SWEEP_MIN_AGE_SECONDS * 1000,
    storage,
    sms,
    webDist: resolve(s.WEB_DIST ?? join(SERVER_ROOT, '../web/dist')),
    logLevel: s.LOG_LEVEL,
    trustProxy: parseTrustProxy(s.TRUST_PROXY),
    signInFailureLimit: s.SIGNIN_FAILURE_LIMIT,
    signInFailureWindowSeconds: s.SIGNIN_FAILURE_WINDOW_SECONDS,
    imageCodeAfterFailures: s.IMAGE_CODE_AFTER_FAILURES,
    sessionCache: isOn(s.SESSION_CACHE),
    apiDocs: isOn(s.API_DOCS),
    replyCheck: isOn(s.REPLY_CHECK),
    metricsToken: s.METRICS_TOKEN,
  };
}

/**
 * loadConfig for a program's start: a bad setting prints its problems (no stack trace: nothing in the
 * code is wrong) and ends the process with exit code 78.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.problems.map((p) => `  ${p}`).join('\n');
    const n = error.problems.length;
    process.stderr.write(
      `Cannot start: ${n === 1 ? 'a setting is' : `${n} settings are`} not valid\n${lines}\n`,
    );
    process.exit(CONFIG_EXIT_CODE);
  }
}
