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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the mail code logs through: the server's pino logger, or the command line's console. */
export interface MailLog {
  info(details: object, message: string): void;
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
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message, textEncoding: 'quoted-printable' });
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: opts.from,
        ...message,
        textEncoding: 'quoted-printable',
      });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
