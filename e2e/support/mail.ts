import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { simpleParser } from 'mailparser';

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

export interface ReadMail {
  /** The To header as written (display names and addresses). */
  to: string;
  /** The decoded subject. */
  subject: string;
  /** The decoded text/plain part ('' when there is none: never derived from the HTML). */
  body: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
}

/** A raw message read with mailparser, and whether one of its To addresses is `email`. */
async function parseMail(raw: Buffer, email: string | null): Promise<{ mail: ReadMail; isTo: boolean }> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const groups = [parsed.to ?? []].flat();
  const wanted = email?.toLowerCase();
  const isTo =
    wanted === undefined || groups.some((g) => g.value.some((a) => a.address?.toLowerCase() === wanted));
  return {
    mail: {
      to: groups.map((g) => g.text).join(', '),
      subject: parsed.subject ?? '',
      body: parsed.text ?? '',
      html: parsed.html || '',
    },
    isTo,
  };
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

/**
 * Polls the outbox up to 10 s for the newest mail to `email` (anyone when null) written since
 * `query.since` that `accept` takes, and answers what `accept` made of it.
 */
async function newestMail<T>(
  email: string | null,
  query: MailQuery,
  accept: (mail: ReadMail) => T | undefined,
  describe: string,
): Promise<T> {
  const outbox = query.outboxDir ?? outboxFor();
  const since = query.since ?? 0;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const recent = files
      .filter((file) => file.endsWith('.eml') && sentAt(file) >= since)
      .sort((a, b) => sentAt(b) - sentAt(a) || b.localeCompare(a));
    for (const file of recent) {
      const { mail, isTo } = await parseMail(await readFile(join(outbox, file)), email);
      if (!isTo) continue;
      const accepted = accept(mail);
      if (accepted !== undefined) return accepted;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No ${describe} to ${email ?? 'anyone'} in ${outbox} since ${new Date(since).toISOString()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Reads the code of the newest mail to `email`, polling up to 10 s for it to arrive. */
export async function latestCode(email: string | null, query: MailQuery = {}): Promise<string> {
  return newestMail(email, query, (mail) => codeIn(mail.body) ?? undefined, 'verification code mail');
}

/**
 * The newest mail to `email` (since `query.since`) whose subject or body matches `match`, polling up to
 * 10 s: e.g. a submission receipt.
 */
export async function latestMail(email: string, match: RegExp, query: MailQuery = {}): Promise<ReadMail> {
  return newestMail(
    email,
    query,
    (mail) => (match.test(mail.subject) || match.test(mail.body) ? mail : undefined),
    `mail matching ${match}`,
  );
}
