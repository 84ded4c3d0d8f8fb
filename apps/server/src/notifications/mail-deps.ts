import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';

/**
 * What queueing a notification needs: the database (pass the transaction of the change that causes the
 * mail) and the settings a mail is drawn with. The outbox's worker sends it (mail/outbox-worker.ts).
 */
export interface MailDeps {
  db: Db;
  config: Pick<
    Config,
    'companyName' | 'supportEmail' | 'supportPhone' | 'publicUrl' | 'timeZone' | 'timeZoneLabel'
  >;
}
