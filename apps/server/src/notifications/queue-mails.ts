import type { Db } from '../db/connect.ts';
import { type MailBrand, mailBrand, type RenderedMail } from '../mail/mail-template.ts';
import { enqueueMails, type MailKind, type QueuedMail } from '../mail/outbox.ts';
import type { MailDeps } from './mail-deps.ts';
import { activeSupplierUsers, type Recipient } from './notification-repository.ts';

/** Runs `work` in `db`'s transaction when it is one (the change's own), else in a transaction of its own. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** What one run did: invitations (or reminders) claimed, and mails queued for them. */
export interface NotificationCount {
  invitations: number;
  mails: number;
}

/**
 * Queues a mail about each invitation for every active user of its supplier, in that user's language,
 * in tender number order, in `deps.db`'s transaction (the change's own, so the mails exist exactly when
 * it commits). `key` names the invitation's notice (its id, and what makes a later one a new notice,
 * e.g. a new closing date); with the kind and the user it is the mail's dedupe key, so queueing the same
 * notice again changes nothing. Each mail records its invitation (`id`) and RFQ (`rfq_id`).
 */
export async function mailSupplierUsers<
  T extends { udztbnum: string; supplier_id: number; id: number; rfq_id?: number },
>(
  deps: MailDeps,
  kind: MailKind,
  claimed: T[],
  key: (invitation: T) => string,
  render: (invitation: T, user: Recipient, brand: MailBrand) => RenderedMail,
): Promise<NotificationCount> {
  if (claimed.length === 0) return { invitations: 0, mails: 0 };
  const users = await activeSupplierUsers(
    deps.db,
    claimed.map((row) => row.supplier_id),
  );
  const brand = mailBrand(deps.config);
  const mails: QueuedMail[] = claimed
    .sort((a, b) => a.udztbnum.localeCompare(b.udztbnum))
    .flatMap((invitation) =>
      users
        .filter((user) => user.supplierId === invitation.supplier_id)
        .map((user) => ({
          kind,
          dedupeKey: `${kind}:${key(invitation)}:${user.userId}`,
          to: user.email,
          language: user.language,
          mail: render(invitation, user, brand),
          udztbId: invitation.id,
          rfqId: invitation.rfq_id ?? null,
          supplierId: invitation.supplier_id,
          userId: user.userId,
        })),
    );
  return { invitations: claimed.length, mails: await enqueueMails(deps.db, mails) };
}
