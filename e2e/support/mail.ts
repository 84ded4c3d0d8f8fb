import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// The server (without SMTP_URL) writes each mail to DATA_DIR/outbox as `<ms timestamp>-<random>.eml`.
// These helpers read the verification code of the newest mail to an address.

const POLL_MS = 200;
const WAIT_MS = 10_000;

/**
 * The outbox of the server at `baseURL`: E2E_DATA_DIR for the main server; another port's server
 * keeps its data beside it as `e2e-<port>` (see playwright.config.ts), unless E2E_DATA_DIR_<port> says.
 */
export function outboxFor(baseURL?: string): string {
  const mainDir = process.env.E2E_DATA_DIR;
  if (!mainDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  const port = baseURL ? new URL(baseURL).port : '';
  if (!port || mainDir.endsWith(`-${port}`)) return join(mainDir, 'outbox');
  const own = process.env[`E2E_DATA_DIR_${port}`] ?? join(dirname(mainDir), `e2e-${port}`);
  return join(own, 'outbox');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface ParsedMail {
  to: string;
  body: string;
}

/** Headers (unfolded) and a decoded body; multipart mails have each part decoded and joined. */
function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).trimStart();
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return { to: header('To'), body: parts.map((part) => parseMail(part).body).join('\n') };
  }
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { to: header('To'), body: decoded };
}

function codeIn(body: string): string | null {
  return /verification code:\s*(\d{4,11})/i.exec(body)?.[1] ?? null;
}

function sentAt(file: string): number {
  return Number(basename(file).split('-')[0]);
}

export interface MailQuery {
  /** Only mails written at or after this time (ms since epoch), e.g. just before the send click. */
  since?: number;
  /** Defaults to the main server's outbox. */
  outboxDir?: string;
}

/** Reads the code of the newest mail to `email`, polling up to 10 s for it to arrive. */
export async function latestCode(email: string | null, query: MailQuery = {}): Promise<string> {
  const outbox = query.outboxDir ?? outboxFor();
  const since = query.since ?? 0;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const recent = files
      .filter((file) => file.endsWith('.eml') && sentAt(file) >= since)
      .sort((a, b) => sentAt(b) - sentAt(a) || b.localeCompare(a));
    for (const file of recent) {
      const mail = parseMail(await readFile(join(outbox, file), 'utf8'));
      if (email && !mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const code = codeIn(mail.body);
      if (code) return code;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No verification code mail to ${email ?? 'anyone'} in ${outbox} since ${new Date(since).toISOString()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** RFC 2047 encoded words of a header (nodemailer's =?UTF-8?B?...?= and =?UTF-8?Q?...?=) as text. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export interface ReadMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * The newest mail to `email` (since `query.since`) whose subject or body matches `match`, polling up to
 * 10 s: e.g. a submission receipt.
 */
export async function latestMail(email: string, match: RegExp, query: MailQuery = {}): Promise<ReadMail> {
  const outbox = query.outboxDir ?? outboxFor();
  const since = query.since ?? 0;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const recent = files
      .filter((file) => file.endsWith('.eml') && sentAt(file) >= since)
      .sort((a, b) => sentAt(b) - sentAt(a) || b.localeCompare(a));
    for (const file of recent) {
      const raw = await readFile(join(outbox, file), 'utf8');
      const mail = parseMail(raw);
      if (!mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/))).replace(/\r?\n[ \t]+/g, ' ');
      const subject = decodeHeaderWords(/^Subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '');
      if (match.test(subject) || match.test(mail.body)) return { to: mail.to, subject, body: mail.body };
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} matching ${match} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
