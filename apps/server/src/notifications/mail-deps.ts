import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import type { Mailer, MailLog } from '../mail/mailer.ts';

/** What a mail sent outside a request needs: the app's context, or what a command line builds. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<
    Config,
    'companyName' | 'supportEmail' | 'supportPhone' | 'publicUrl' | 'timeZone' | 'timeZoneLabel'
  >;
  log: MailLog;
}
