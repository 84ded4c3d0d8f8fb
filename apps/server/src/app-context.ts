import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Db } from './db/connect.ts';
import type { DocumentOwners } from './documents/index.ts';
import type { BackgroundTasks } from './http/background-tasks.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { FileStorage } from './storage/storage.ts';

/** What services need from the running application; routes pass it down, tests build their own. */
export interface AppContext {
  db: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  /** Text messages (SMS_DRIVER): codes for sign-in by mobile and for verifying a number. */
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Work done after the reply (see BackgroundTasks); waited for when the app closes. */
  tasks: BackgroundTasks;
  /** Each owner table's rules for its files, registered at start by the feature that owns it. */
  documentOwners: DocumentOwners;
}
