import { type MailBrand, mailBrand, type RenderedMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { activeSupplierUsers, type Recipient } from './recipients.ts';

export interface Outgoing {
  to: string;
  mail: RenderedMail;
  /** What the log says of this mail when it fails (kind, tender, user id): never its text. */
  about: Record<string, string | number>;
}

/**
 * Sends each mail in turn. The business change behind them is already committed: a mail that fails is
 * logged and the others still go; nothing is thrown. Answers how many were sent.
 */
export async function sendEach(deps: Pick<MailDeps, 'mailer' | 'log'>, mails: readonly Outgoing[]) {
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
 * tender number order, then logs how many went (`kind`: invitation, reminder).
 */
export async function mailSupplierUsers<T extends { udztbnum: string; supplier_id: number }>(
  deps: MailDeps,
  kind: string,
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
          about: { mail: kind, udztbnum: invitation.udztbnum, userId: user.userId },
        })),
    );
  const sent = await sendEach(deps, mails);
  if (sent > 0) deps.log.info({ invitations: claimed.length, mails: sent }, `${kind} mails sent`);
  return { invitations: claimed.length, mails: sent };
}
