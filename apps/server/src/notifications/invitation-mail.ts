import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { claimUnannouncedInvitations } from './notification-repository.ts';
import { inTransaction, mailSupplierUsers, type NotificationCount } from './queue-mails.ts';

/** The invitation to quote for one user of the invited supplier. */
export function invitationMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  invitation: MailedTender & { suppliername: string; readerName: string },
): RenderedMail {
  const tender = tenderBlocks(lang, deps, invitation);
  return renderMail(lang, brand, {
    subject: t(lang, 'invitationMail.subject', { tenderNo: invitation.rfqnum }),
    readerName: invitation.readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'invitationMail.intro', { supplier: invitation.suppliername }) },
      tender.facts,
      ...tender.hardCopy,
      { kind: 'paragraph', text: t(lang, 'invitationMail.action') },
      tender.link,
    ],
  });
}

/**
 * Queues the invitation mails of every invitation not announced yet that still waits for its supplier
 * and has not closed: one mail to each active user of the supplier, in that user's language. Each
 * invitation is claimed (invitation_mailed_at set) by one conditional UPDATE in the same transaction as
 * its mails are queued, so two processes announcing at once never queue it twice, and a claim never
 * exists without its mails. In `deps.db`'s transaction when it is one (an import's, a publish's), else in
 * one of its own.
 */
export async function announceInvitations(
  deps: MailDeps,
  now = new Date(),
  /** Only these invitations (the ones a buyer just made), not every unannounced one. */
  only?: readonly number[],
): Promise<NotificationCount> {
  if (only?.length === 0) return { invitations: 0, mails: 0 };
  return inTransaction(deps.db, async (trx) => {
    const claimed = await claimUnannouncedInvitations(trx, now, only);
    return mailSupplierUsers(
      { ...deps, db: trx },
      'invitation',
      claimed,
      (invitation) => String(invitation.id),
      (invitation, user, brand) =>
        invitationMail(user.language, brand, deps, { ...invitation, readerName: user.username }),
    );
  });
}
