import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { awaitingStatusLiterals, type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { mailSupplierUsers, type NotificationCount } from './send-each.ts';

/** The invitation to quote for one user of the invited supplier. */
export function invitationMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  invitation: MailedTender & { suppliername: string; readerName: string },
): RenderedMail {
  const tender = tenderBlocks(lang, deps, invitation);
  return renderMail(lang, brand, {
    subject: t(lang, 'invitationMail.subject', { tenderNo: invitation.udztbnum }),
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
 * Mails every invitation not announced yet that still waits for its supplier and has not closed: one
 * mail to each active user of the supplier, in that user's language. Run after an import has committed.
 * Each invitation is claimed (invitation_mailed_at set) by one conditional UPDATE before its mails go,
 * so two processes announcing at once never mail it twice; a mail that then fails is logged, not retried.
 */
export async function announceInvitations(
  deps: MailDeps,
  now = new Date(),
  /** Only these invitations (the ones a buyer just made), not every unannounced one. */
  only?: readonly number[],
): Promise<NotificationCount> {
  if (only?.length === 0) return { invitations: 0, mails: 0 };
  const claimed = await deps.db
    .updateTable('udztb')
    .from(['rfq', 'supplier'])
    .set({ invitation_mailed_at: now })
    .whereRef('rfq.id', '=', 'udztb.rfq_id')
    .whereRef('supplier.id', '=', 'udztb.supplier_id')
    .where('udztb.invitation_mailed_at', 'is', null)
    .where('udztb.status', 'in', awaitingStatusLiterals())
    .where('udztb.closingdate', '>', now)
    .$if(only !== undefined, (qb) => qb.where('udztb.id', 'in', only as number[]))
    .returning([
      'udztb.id',
      'udztb.rfq_id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.supplier_id',
      'rfq.description',
      'udztb.closingdate',
      'rfq.tendercollectvia',
      'rfq.bidmethod',
      'supplier.name as suppliername',
    ])
    .execute();
  return mailSupplierUsers(deps, 'invitation', claimed, (invitation, user, brand) =>
    invitationMail(user.language, brand, deps, { ...invitation, readerName: user.username }),
  );
}
