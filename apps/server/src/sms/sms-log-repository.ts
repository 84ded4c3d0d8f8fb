import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SmsLogTable } from '../db/tables.ts';

// Every SMS handed to the gateway is recorded at once (issue 32): who, which number, what kind of code,
// which driver, sent or refused, the gateway's id. Never the text: it carries the code. One function,
// so that the mail outbox's table can take these rows over.

/** One SMS as sms_log keeps it. */
export type SmsRecord = Omit<Insertable<SmsLogTable>, 'id' | 'at'>;

/** Records one SMS. */
export async function recordSms(db: Db, row: SmsRecord): Promise<void> {
  await db.insertInto('sms_log').values(row).execute();
}
