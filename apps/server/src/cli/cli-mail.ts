import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { createMailer, type Mailer, type MailLog } from '../mail/mailer.ts';
import { type DeliveryCount, deliverDueMail, deliveryOptions } from '../mail/outbox-worker.ts';

function shown(details: object): string {
  const plain = Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value instanceof Error ? value.message : value]),
  );
  return JSON.stringify(plain);
}

/** The command line's mail: the server's settings (SMTP_URL, else DATA_DIR/outbox), logged to the console. */
export interface CommandLineMail {
  mailer: Mailer;
  config: Config;
  log: MailLog;
}

export function commandLineMail(config: Config): CommandLineMail {
  const log: MailLog = {
    info: (details, message) => console.info(`${message} ${shown(details)}`),
    warn: (details, message) => console.warn(`${message} ${shown(details)}`),
    error: (details, message) => console.error(`${message} ${shown(details)}`),
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
    timeoutMs: config.mailLeaseMs / 4,
  });
  return { mailer, config, log };
}

/**
 * Sends what a command has queued (and whatever else is due) once its change has committed, as a
 * server's worker would, so the mails go even when no server runs (the embedded database is the
 * command's alone). At the first mail the relay refuses for now it stops: the relay is down or busy, and
 * the rest stays queued for the servers' workers (or the next command) rather than keep the command
 * waiting on every mail.
 */
export function deliverQueuedMail(db: Db, mail: CommandLineMail): Promise<DeliveryCount> {
  return deliverDueMail(
    { db, mailer: mail.mailer, log: mail.log },
    deliveryOptions(mail.config),
    (done) => done.retrying > 0,
  );
}

/** What a command prints after delivering: `3 mails sent, 1 waiting for a retry, 0 failed`. */
export function describeDelivery(count: DeliveryCount): string {
  const rest = count.retrying > 0 ? ' (the relay refused for now: the rest stays queued)' : '';
  return `${count.sent} mails sent, ${count.retrying} waiting for a retry${rest}, ${count.failed} failed`;
}
