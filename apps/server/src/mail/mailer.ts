import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML rendering of the same text; the mail then carries both (multipart/alternative). */
  html?: string;
  /**
   * The Message-ID's unique part (the outbox row's message_id): every attempt of one mail carries the
   * same `<id@sender's domain>`, so a receiver can drop a repeat. None: nodemailer makes one.
   */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the mail code logs through: the server's pino logger, or the command line's console. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file in
 * DATA_DIR/outbox (and a log line naming the file, never its content: it may hold a code).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: MailLog;
  /** How long connecting, the relay's greeting and a silent socket may each take (default 30 s). */
  timeoutMs?: number;
}): Mailer {
  const domain = senderDomain(opts.from);
  const options = ({ messageId, ...message }: MailMessage) => ({
    from: opts.from,
    ...message,
    ...(messageId ? { messageId: `<${messageId}@${domain}>` } : {}),
    textEncoding: 'quoted-printable' as const,
  });
  if (opts.smtpUrl) {
    const timeout = opts.timeoutMs ?? 30_000;
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      async send(message) {
        await transport.sendMail(options(message));
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(options(message));
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

/** The domain of the sender's address (`Name <user@domain>`), for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'tender-portal.local';
}
