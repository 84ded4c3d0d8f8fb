import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { MailKind, MailLogTable } from '../db/tables.ts';

// Every mail the notifications send is recorded (issue 17): who (address, user, supplier), what (kind,
// RFQ, invitation) and when, never its content. The buyer sees the mails of an RFQ on its history.

export type { MailKind };

/** One sent mail as mail_log keeps it. */
export type MailRecord = Omit<Insertable<MailLogTable>, 'id' | 'at'>;

/** Records one sent mail. */
export async function recordMail(db: Db, row: MailRecord): Promise<void> {
  await db.insertInto('mail_log').values(row).execute();
}
