import type { RfqChange } from '../db/tables.ts';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, t } from '../i18n/translate.ts';
import { type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { closingText, type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { invitationsOfRfq } from './notification-repository.ts';
import { mailSupplierUsers, type NotificationCount } from './queue-mails.ts';

/** One amendment of an open RFQ as mailed: its number, its reason, what changed. */
export interface MailedAmendment {
  revision: number;
  reason: string;
  changes: readonly RfqChange[];
}

const CHANGE_KEY: Readonly<Record<RfqChange, MessageKey>> = {
  closingdate: 'amendmentMail.change.closingdate',
  lines: 'amendmentMail.change.lines',
  text: 'amendmentMail.change.text',
  documents: 'amendmentMail.change.documents',
  siteinspections: 'amendmentMail.change.siteinspections',
};

/**
 * The amendment for one user of an invited supplier: what changed, the reason, the (new) closing date and,
 * when the supplier had submitted (its quotation now back in WTQUOTE), that it must be submitted again.
 */
export function amendmentMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  tender: MailedTender & MailedAmendment & { resubmit: boolean; readerName: string },
): RenderedMail {
  const blocks = tenderBlocks(lang, deps, tender);
  const changes = tender.changes.map((change) => t(lang, CHANGE_KEY[change]));
  return renderMail(lang, brand, {
    subject: t(lang, 'amendmentMail.subject', { tenderNo: tender.udztbnum }),
    readerName: tender.readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'amendmentMail.intro', { revision: tender.revision }) },
      blocks.facts,
      ...(changes.length > 0
        ? [
            {
              kind: 'paragraph' as const,
              text: t(lang, 'amendmentMail.changes', {
                changes: changes.join(t(lang, 'amendmentMail.separator')),
              }),
            },
          ]
        : []),
      { kind: 'quote', label: t(lang, 'amendmentMail.reason'), text: tender.reason },
      ...(tender.changes.includes('closingdate')
        ? [
            {
              kind: 'paragraph' as const,
              text: t(lang, 'amendmentMail.closing', { closing: closingText(deps, tender) }),
            },
          ]
        : []),
      ...blocks.hardCopy,
      {
        kind: 'paragraph',
        text: t(lang, tender.resubmit ? 'amendmentMail.resubmit' : 'amendmentMail.action'),
      },
      blocks.link,
    ],
  });
}

// Invitations whose supplier no longer takes part are not told of an amendment.
const LEFT_THE_TENDER = ['DECLINED', 'CANCELD'] as const;

/**
 * Queues an amendment of RFQ `rfqId`, in the amendment's transaction (`deps.db`): one mail to each active
 * user of every invited supplier still taking part, in that user's language, about the user's own
 * invitation. `resubmit`: the invitations the amendment moved from SUBMITED back to WTQUOTE.
 */
export async function mailAmendment(
  deps: MailDeps,
  rfqId: number,
  amendment: MailedAmendment & { resubmit: readonly number[] },
): Promise<NotificationCount> {
  const invitations = await invitationsOfRfq(deps.db, rfqId, LEFT_THE_TENDER);
  const resubmit = new Set(amendment.resubmit);
  return mailSupplierUsers(
    deps,
    'amendment',
    invitations,
    (invitation) => `${invitation.id}:${amendment.revision}`,
    (invitation, user, brand) =>
      amendmentMail(user.language, brand, deps, {
        ...invitation,
        ...amendment,
        resubmit: resubmit.has(invitation.id),
        readerName: user.username,
      }),
  );
}
