import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import { createMailer, type MailLog } from '../mail/mailer.ts';
import type { MailDeps } from '../notifications/index.ts';

function shown(details: object): string {
  const plain = Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, value instanceof Error ? value.message : value]),
  );
  return JSON.stringify(plain);
}

/** The command line's mail: the server's settings (SMTP_URL, else DATA_DIR/outbox), logged to the console. */
export function commandLineMail(config: Config): Omit<MailDeps, 'db'> {
  const log: MailLog = {
    info: (details, message) => console.info(`${message} ${shown(details)}`),
    error: (details, message) => console.error(`${message} ${shown(details)}`),
  };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });
  return { mailer, config, log };
}
