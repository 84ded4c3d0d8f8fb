import { type MailBrand, mailBrand, type RenderedMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { type MailKind, recordMail } from './mail-log.ts';
import { activeSupplierUsers, type Recipient } from './recipients.ts';

/**
 * What the log says of a mail when it fails (kind, tender, user id), never its text. With `kind`, the
 * mail is recorded in mail_log once sent, with the ids given (issue 17).
 */
export interface MailAbout {
  kind?: MailKind;
  rfqId?: number;
  udztbId?: number;
  supplierId?: number;
  userId?: number;
  [detail: string]: string | number | undefined;
}

export interface Outgoing {
  to: string;
  mail: RenderedMail;
  about: MailAbout;
}

/**
 * Sends each mail in turn. The business change behind them is already committed: a mail that fails is
 * logged and the others still go; nothing is thrown. Each mail sent whose `about` has a kind is recorded
 * in mail_log (a record that fails is logged: the mail went all the same). Answers how many were sent.
 */
export async function sendEach(
  deps: Pick<MailDeps, 'mailer' | 'log'> & { db?: MailDeps['db'] },
  mails: readonly Outgoing[],
) {
  let sent = 0;
  for (const { to, mail, about } of mails) {
    try {
      await deps.mailer.send({ to, ...mail });
      sent += 1;
    } catch (error) {
      deps.log.error(
        { ...about, reason: error instanceof Error ? error.message : String(error) },
        'notification mail not sent',
      );
      continue;
    }
    if (about.kind && deps.db) {
      await recordMail(deps.db, {
        kind: about.kind,
        email: to,
        rfq_id: about.rfqId ?? null,
        udztb_id: about.udztbId ?? null,
        supplier_id: about.supplierId ?? null,
        user_id: about.userId ?? null,
      }).catch((error: unknown) => {
        deps.log.error(
          { ...about, reason: error instanceof Error ? error.message : String(error) },
          'sent mail not recorded',
        );
      });
    }
  }
  return sent;
}

/** What one run did: invitations (or reminders) claimed, and mails sent for them. */
export interface NotificationCount {
  invitations: number;
  mails: number;
}

/**
 * Mails each claimed invitation to every active user of its supplier, in that user's language, in
 * tender number order, then logs how many went (`kind`: invitation, reminder, amendment, ...). Each mail
 * sent is recorded in mail_log with the invitation (`id`) and its RFQ (`rfq_id`) when the rows carry them.
 */
export async function mailSupplierUsers<
  T extends { udztbnum: string; supplier_id: number; id?: number; rfq_id?: number },
>(
  deps: MailDeps,
  kind: MailKind,
  claimed: T[],
  render: (invitation: T, user: Recipient, brand: MailBrand) => RenderedMail,
): Promise<NotificationCount> {
  if (claimed.length === 0) return { invitations: 0, mails: 0 };
  const users = await activeSupplierUsers(
    deps.db,
    claimed.map((row) => row.supplier_id),
  );
  const brand = mailBrand(deps.config);
  const mails: Outgoing[] = claimed
    .sort((a, b) => a.udztbnum.localeCompare(b.udztbnum))
    .flatMap((invitation) =>
      users
        .filter((user) => user.supplierId === invitation.supplier_id)
        .map((user) => ({
          to: user.email,
          mail: render(invitation, user, brand),
          about: {
            kind,
            mail: kind,
            udztbnum: invitation.udztbnum,
            udztbId: invitation.id,
            rfqId: invitation.rfq_id,
            supplierId: invitation.supplier_id,
            userId: user.userId,
          },
        })),
    );
  const sent = await sendEach(deps, mails);
  if (sent > 0) deps.log.info({ invitations: claimed.length, mails: sent }, `${kind} mails sent`);
  return { invitations: claimed.length, mails: sent };
}
