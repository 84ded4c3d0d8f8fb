import {
  AMEND_MIN_NOTICE_HOURS_DEFAULT,
  CODE_LIFETIME_SECONDS,
  CODE_RESEND_DEFAULT_SECONDS,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  IDLE_TIMEOUT_MS,
  WORK_ORDER_UPLOAD_MAX_BYTES,
} from '@tender/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { parseTrustProxy } from './trust-proxy.ts';

/**
 * Every environment variable the server (and `npm run import` / `npm run admin`) reads: its type,
 * default, allowed values and meaning. `loadConfig` validates the environment against it, and the
 * settings table of docs/deployment.md is generated from it (settings-doc.ts).
 *
 * Besides JSON Schema, a setting's schema may carry three annotations (registered with Ajv in
 * config.ts, so its strict mode accepts them):
 * - `expected`: what a valid value looks like, in words: the error says "NAME: must be <expected>";
 * - `defaultText`: the default as the docs state it, when it depends on other settings;
 * - `secret`: never echo the value in an error (keys, passwords, URLs that may hold a password).
 */

/** Upper bound of the integer settings not bounded otherwise: a PostgreSQL `integer`, 2^31 - 1. */
const INT32_MAX = 2_147_483_647;

/** Largest delay a Node timer takes (ms); a longer one fires at once. */
const TIMER_MAX_MS = INT32_MAX;

/** The spellings a flag takes: `1` or `true` turn it on, `0` or `false` off. */
export const FLAG_VALUES = ['0', '1', 'true', 'false'] as const;

export type Flag = (typeof FLAG_VALUES)[number];

/** Formats the settings use; config.ts gives each to Ajv with this test. */
export const SETTING_FORMATS = {
  /** Any absolute URL the WHATWG parser takes. */
  url: (value: string) => URL.canParse(value),
  /** A PostgreSQL URL as `pg` reads it (it also accepts `user@/db`, with the host left to a query parameter). */
  'postgres-url': (value: string) =>
    /^postgres(ql)?:\/\//.test(value) &&
    (URL.canParse(value) || URL.canParse(value.replace('@/', '@localhost/'))),
  /** An IANA time zone the runtime knows. */
  'time-zone': (value: string) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  /** What parseTrustProxy reads (trust-proxy.ts). */
  'trust-proxy': (value: string) => {
    try {
      parseTrustProxy(value);
      return true;
    } catch {
      return false;
    }
  },
} satisfies Record<string, (value: string) => boolean>;

type Notes = {
  description: string;
  /** The default as the docs state it, when it is not the schema's `default`. */
  defaultText?: string;
  expected?: string;
  secret?: boolean;
};

function int(min: number, max: number, fallback: number, notes: Notes) {
  return Type.Integer({ minimum: min, maximum: max, default: fallback, ...notes });
}

function flag(fallback: '0' | '1', notes: Notes) {
  return Type.Enum([...FLAG_VALUES], { default: fallback, ...notes });
}

/** A flag whose default depends on other settings: no schema default. */
function optionalFlag(notes: Notes) {
  return Type.Optional(Type.Enum([...FLAG_VALUES], notes));
}

function text(fallback: string, notes: Notes & { pattern?: string }) {
  return Type.String({ minLength: 1, default: fallback, ...notes });
}

function optionalText(notes: Notes & { minLength?: number; pattern?: string; format?: string }) {
  return Type.Optional(Type.String({ minLength: 1, ...notes }));
}

function httpUrl(notes: Notes) {
  return { format: 'url', pattern: '^https?://', expected: 'an http:// or https:// URL', ...notes };
}

export const SettingsSchema = Type.Object(
  {
    PORT: int(1, 65_535, 8080, { description: 'HTTP port (API and web app on one port)' }),
    HOST: text('0.0.0.0', { expected: 'an address or host name', description: 'listen address' }),
    DATA_DIR: text('./data', {
      expected: 'a folder path',
      description:
        'embedded database, stored files (`files/`), mail as `.eml` files without `SMTP_URL` (`outbox/`)',
    }),
    DATABASE_URL: optionalText({
      format: 'postgres-url',
      expected: 'a postgres:// or postgresql:// URL',
      secret: true,
      defaultText: 'unset',
      description: 'unset: PGlite in `DATA_DIR`; set: that PostgreSQL (15 or newer)',
    }),
    SEED_DEMO: optionalFlag({
      defaultText: '`1` on PGlite, `0` with `DATABASE_URL`',
      description: 'load the demo data into an empty database',
    }),
    SMTP_URL: optionalText({
      format: 'url',
      pattern: '^smtps?://',
      expected: 'an smtp:// or smtps:// URL',
      secret: true,
      defaultText: 'unset',
      description: 'e.g. `smtp://user:pass@mail:587`; unset: `.eml` files in `DATA_DIR/outbox`',
    }),
    MAIL_FROM: text('Tender Portal <no-reply@tender-portal.local>', {
      description: "sender of the portal's mail",
    }),
    MAIL_RETRY_SECONDS: int(1, 3600, 30, {
      description:
        'wait before a mail the relay refused for now (SMTP 4xx, no connection) is sent again; each next try waits twice as long, at most an hour',
    }),
    MAIL_RETRY_HOURS: int(1, 8760, 24, {
      description:
        'how long such a mail is tried before it is marked failed (a permanent refusal, SMTP 5xx, fails at once); `npm run admin -- mail-queue` lists and retries them',
    }),
    MAIL_LEASE_SECONDS: int(2, 3600, 120, {
      description:
        'how long a mail being sent belongs to the app server sending it; a send taking half of it counts as a temporary failure, and the mail of a server that died mid-send goes again once it has passed',
    }),
    SYSTEM_TOKEN: text('tender-portal-web', {
      description:
        'fixed token the web client sends to `/connect` (build-time `VITE_SYSTEM_TOKEN` must match)',
    }),
    SECRET_KEY: optionalText({
      minLength: 32,
      expected: 'at least 32 characters',
      secret: true,
      defaultText: 'unset: keys are made and kept in the database',
      description:
        'the code-hashing and link-signing keys are derived from it and never stored, and the RSA private key is stored only encrypted under it; every app server must have the same one; required in production (see Secret key above)',
    }),
    SECRET_KEY_FILE: optionalText({
      expected: 'a file path',
      defaultText: 'unset',
      description:
        'path of a file holding `SECRET_KEY` (a mounted secret; its trailing newline is ignored); `SECRET_KEY` wins when both are set',
    }),
    PUBLIC_URL: optionalText({
      ...httpUrl({
        defaultText: '`http://localhost:$PORT`',
        description: "the portal's address as users see it; `https://` turns on HSTS",
      }),
    }),
    COMPANY_NAME: text('Harbour Hotels & Property Services Group', {
      description: 'shown in the footer and mails',
    }),
    TIME_ZONE: Type.String({
      format: 'time-zone',
      default: DEFAULT_TIME_ZONE,
      expected: 'an IANA time zone, e.g. Asia/Hong_Kong',
      description: "the group's time zone: every date-time shown or mailed is in it, whatever the browser's",
    }),
    TIME_ZONE_LABEL: optionalText({
      defaultText: "`HKT` for the default zone, else the zone's name",
      description: 'the label written after such a date-time',
    }),
    CURRENCY: Type.String({
      pattern: '^\\s*[A-Za-z]{3}\\s*$',
      default: DEFAULT_CURRENCY,
      expected: 'a 3-letter ISO 4217 code, e.g. HKD',
      description: 'currency of an RFQ whose import names none (read in capitals)',
    }),
    SUPPORT_EMAIL: Type.String({
      pattern: '^[^\\s@]+@[^\\s@]+$',
      default: 'tender.support@example.com',
      expected: 'an e-mail address',
      description: 'support contact in header and footer',
    }),
    SUPPORT_PHONE: text('+852 2800 0000', { description: 'support phone' }),
    REMINDER_HOURS: int(0, 8760, 24, {
      description:
        'hours before a tender closes when each invited supplier that has neither submitted nor declined is mailed a reminder, once (`0`: no reminders); each app server checks every 5 minutes',
    }),
    NOTICE_DIGEST_TIME: text('17:30', {
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      expected: 'a time of day such as 17:30',
      description:
        "the time of day (HH:MM, in TIME_ZONE) when each buyer who chose a daily digest in Account Settings is mailed the day's supplier questions, declines and submissions on their tenders, once (one app server claims it); each app server checks every 5 minutes",
    }),
    AMEND_MIN_NOTICE_HOURS: int(0, 8760, AMEND_MIN_NOTICE_HOURS_DEFAULT, {
      description:
        'the notice an amendment of a published RFQ gives the bidders: it may move the closing date later at any time, earlier only to at least this many hours from now, and one that changes lines or documents less than this before closing must also move the closing date at least this far out (5600016); publishing takes any future closing date',
    }),
    AWARD_APPROVAL_THRESHOLD: text('500000.00', {
      pattern: '^[0-9]{1,13}(\\.[0-9]{1,2})?$',
      expected: 'an amount such as 500000.00',
      description:
        "an award whose awarded total (in the RFQ's currency) is at or above this waits for an approver of the site (issue 29); a site's own amount, from the import's `sites[]` or `npm run admin -- set-site-threshold`, overrides it",
    }),
    AWARD_WEBHOOK_URL: optionalText(
      httpUrl({
        secret: true,
        defaultText: 'unset: no hand-off',
        description:
          "where a final award is POSTed to the group's ERP as a signed webhook (Standard Webhooks; see docs/api.md, ERP hand-off), through an outbox retried for at least 24 hours; unset: nothing is queued or sent",
      }),
    ),
    AWARD_WEBHOOK_SECRET: optionalText({
      pattern: '^whsec_[A-Za-z0-9+/]{32,}={0,2}$',
      expected: '`whsec_` followed by the base64 of a key of at least 24 bytes',
      secret: true,
      defaultText: 'none, required with `AWARD_WEBHOOK_URL`',
      description:
        "the key of the hand-off's signature (`webhook-signature`, HMAC-SHA256 as Standard Webhooks defines it); the ERP verifies each POST with it",
    }),
    PUBLISH_SCHEDULE_POLL_SECONDS: int(1, 3600, 30, {
      description:
        'how often at most each app server looks for drafts due to publish themselves (issue 33, scheduled publish); besides, a server wakes at the time of the next one it knows of and when one is scheduled (NOTIFY), and exactly one server publishes each (claimed in the database)',
    }),
    CERT_REMINDER_DAYS: int(0, 3650, 30, {
      description:
        "days before a supplier's certificate or licence expires when its users are mailed a reminder, once per expiry date (`0`: no reminders); checked with the reminders before closing",
    }),
    SESSION_TTL_SECONDS: int(1, INT32_MAX, 8 * 3600, { description: "a session's lifetime (8 h)" }),
    SESSION_CACHE: flag('1', {
      description:
        '`0` turns off the per-server session cache (docs/architecture.md); on, each server keeps one extra PostgreSQL connection for `LISTEN`',
    }),
    CODE_TTL_SECONDS: int(1, CODE_LIFETIME_SECONDS, CODE_LIFETIME_SECONDS, {
      description:
        "a verification code's lifetime (at most 15 min), which the login and forgot-password pages state in words",
    }),
    CODE_RESEND_SECONDS: int(0, INT32_MAX, CODE_RESEND_DEFAULT_SECONDS, {
      description:
        "minimum gap between two codes for one account (`0`: none); the send-code button's countdown",
    }),
    CODES_PER_HOUR: int(1, INT32_MAX, 10, { description: 'codes one account may be sent per hour' }),
    SIGNIN_FAILURE_LIMIT: int(1, INT32_MAX, 20, {
      description:
        'failed sign-in calls (`/connect`, gencode, userlogin, verification, editaccount) one client address may make per window before it is refused (3000012); successful ones do not count',
    }),
    SIGNIN_FAILURE_WINDOW_SECONDS: int(1, INT32_MAX, 900, {
      description: 'that window (15 min); counts are kept in the database, shared by every app server',
    }),
    IMAGE_CODE_AFTER_FAILURES: int(1, INT32_MAX, 3, {
      description:
        'failed sign-in calls (counted as for `SIGNIN_FAILURE_LIMIT`) after which one client address must also answer an image code at login, code sending and the forgot-password check, until a sign-in from it succeeds or the window ends; at or above `SIGNIN_FAILURE_LIMIT` it is never asked',
    }),
    TRUST_PROXY: optionalText({
      format: 'trust-proxy',
      expected: 'a hop count (0-99), or a comma-separated list of proxy addresses or CIDR ranges, or false',
      defaultText: 'off',
      description:
        'proxies whose `X-Forwarded-For` names the client: a comma-separated list of addresses or CIDR ranges (`10.0.0.5,10.1.0.0/16`) or a hop count (`1`); `0` or `false`: off; see Client addresses above',
    }),
    PASSWORD_MAX_AGE_DAYS: int(1, INT32_MAX, 180, {
      description: 'older passwords must be changed at login (3000007)',
    }),
    IDLE_TIMEOUT_MS: int(1, TIMER_MAX_MS, IDLE_TIMEOUT_MS, {
      description: 'the web client signs out after this long without a click (30 min)',
    }),
    UPLOAD_MAX_BYTES: int(1, Number.MAX_SAFE_INTEGER, WORK_ORDER_UPLOAD_MAX_BYTES, {
      description: 'largest accepted upload (100 MiB)',
    }),
    FILE_SWEEP_INTERVAL_SECONDS: int(60, Math.floor(TIMER_MAX_MS / 1000), 3600, {
      description:
        'how often each server removes orphaned files from the storage (also once at start); see Orphaned files above',
    }),
    FILE_SWEEP_MIN_AGE_SECONDS: int(0, INT32_MAX, 86_400, {
      description: 'how old a file without a document row, or a temporary file, must be before it is removed',
    }),
    STORAGE_DRIVER: Type.Enum(['local', 's3'], {
      default: 'local',
      description:
        'where uploaded and imported files live: `local` (`DATA_DIR/files`) or `s3` (one bucket for every app server, no shared folder needed)',
    }),
    S3_ENDPOINT: optionalText(
      httpUrl({
        defaultText: 'unset',
        description:
          'S3-compatible endpoint, e.g. `https://minio.internal:9000`; unset: AWS (`https://s3.$S3_REGION.amazonaws.com`)',
      }),
    ),
    S3_BUCKET: optionalText({
      defaultText: 'none, required with `s3`',
      description: 'the bucket (must exist)',
    }),
    S3_REGION: text('us-east-1', { description: 'region the requests are signed for' }),
    S3_ACCESS_KEY_ID: optionalText({
      defaultText: 'none, required with `s3`',
      description: "access key of the portal's S3 user",
    }),
    S3_SECRET_ACCESS_KEY: optionalText({
      secret: true,
      defaultText: 'none, required with `s3`',
      description: 'its secret key',
    }),
    S3_PREFIX: optionalText({
      defaultText: 'unset',
      description: 'folder inside the bucket, e.g. `tender-portal`, so several portals can share one bucket',
    }),
    S3_FORCE_PATH_STYLE: optionalFlag({
      defaultText: '`1` with `S3_ENDPOINT`, else `0`',
      description:
        '`1`: `endpoint/bucket/key` URLs (MinIO and most self-hosted stores); `0`: `bucket.endpoint/key`',
    }),
    SMS_DRIVER: Type.Enum(['outbox', 'webhook', 'sns'], {
      default: 'outbox',
      description:
        'how text messages (codes for sign-in by mobile, a forgotten password, verifying a number) are sent: `outbox` (a `.txt` file each in `DATA_DIR/outbox/sms`), `webhook` (a signed POST to your gateway) or `sns` (AWS SNS); see SMS above',
    }),
    SMS_WEBHOOK_URL: optionalText(
      httpUrl({
        secret: true,
        defaultText: 'none, required with `webhook`',
        description: 'where the `webhook` driver POSTs each message as JSON `{"to", "text"}`',
      }),
    ),
    SMS_WEBHOOK_SECRET: optionalText({
      minLength: 32,
      expected: 'at least 32 characters',
      secret: true,
      defaultText: 'none, required with `webhook`',
      description:
        'the key of the HMAC-SHA256 signature in each webhook POST (`X-Tender-Signature`); see Verifying the SMS webhook above',
    }),
    SMS_SENDER_ID: optionalText({
      pattern: '^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$',
      expected: '1 to 11 letters or digits, at least one a letter',
      defaultText: 'unset',
      description:
        "the sender name shown on the phone (`sns`: SNS's sender ID, where the destination country allows one; `outbox`: written in each file)",
    }),
    WEB_DIST: optionalText({
      expected: 'a folder path',
      defaultText: '`apps/web/dist`',
      description: 'the built web app the server serves (a folder without it: the API alone)',
    }),
    LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      default: 'info',
      description: 'pino log level (JSON lines on stdout, with request ids)',
    }),
    API_DOCS: flag('1', {
      description:
        '`0` turns off the OpenAPI document and the API reference page (served without signing in)',
    }),
    METRICS_TOKEN: optionalText({
      minLength: 32,
      expected: 'at least 32 characters',
      secret: true,
      defaultText: 'unset: no metrics (404)',
      description:
        'turns on `GET /samex/rest/metrics` (Prometheus text format) for scrapes that send `Authorization: Bearer <token>`, any other answered 401; e.g. `openssl rand -hex 32`; see Monitoring above',
    }),
    REPLY_CHECK: flag('1', {
      description:
        '`0` turns off checking every reply against its contract schema before it is sent (a mismatch is a 500 logged as ReplyContractError)',
    }),
  },
  { additionalProperties: false },
);

/** The environment once validated: defaults filled in, integers as numbers, flags still as spelled. */
export type Settings = Static<typeof SettingsSchema>;

export type SettingName = keyof Settings;

export const SETTING_NAMES = Object.keys(SettingsSchema.properties) as SettingName[];

/** A setting's schema with its annotations. */
export type SettingSchema = TSchema & {
  type?: string;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  description?: string;
  defaultText?: string;
  expected?: string;
  secret?: boolean;
};

export function settingSchema(name: SettingName): SettingSchema {
  return SettingsSchema.properties[name] as SettingSchema;
}

/** Whether the setting is a flag (`0`, `1`, `true`, `false`). */
export function isFlag(schema: SettingSchema): boolean {
  return schema.enum?.join() === FLAG_VALUES.join();
}

/** A flag read as on or off. */
export function isOn(value: Flag): boolean {
  return value === '1' || value === 'true';
}

function orList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** What a valid value of the setting looks like, in words: "an integer from 1 to 65535". */
export function expectation(schema: SettingSchema): string {
  if (schema.expected) return schema.expected;
  if (schema.type === 'integer') return `an integer from ${schema.minimum} to ${schema.maximum}`;
  if (schema.enum) return orList(schema.enum);
  if (schema.minLength && schema.minLength > 1) return `at least ${schema.minLength} characters`;
  return 'any text';
}
