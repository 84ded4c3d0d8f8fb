import { formatMoney } from '@tender/domain';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import {
  type MailBlock,
  type MailBrand,
  mailBrand,
  type RenderedMail,
  renderMail,
} from '../mail/mail-template.ts';
import { enqueueMails, type QueuedMail } from '../mail/outbox.ts';
import type { MailDeps } from './mail-deps.ts';
import { buyerTenderLink, tenderNameRows } from './mailed-tender.ts';
import { type StaffRecipient, siteApprovers, staffRecipient } from './notification-repository.ts';

// The award's sign-off by the site's staff (issue 29), queued in the decision's transaction, each in its
// reader's language: an award at or above the approval threshold is mailed to every approver of the site
// but its proposer (kind 'approval'), with the justification; an award an approver rejects goes back to
// its proposer with the approver's comment (kind 'rejected'). No supplier is mailed by either.

/** The award as these mails tell it. */
export interface MailedAward {
  awardId: number;
  rfqId: number;
  rfqnum: string;
  siteid: string;
  description: string;
  currency: string;
  total: string;
  threshold: string;
  justification: string;
  proposerId: number;
  proposerName: string;
  /** The suppliers named, each with how many lines it wins. */
  suppliers: readonly { name: string; lines: number }[];
}

function awardFacts(lang: Language, award: MailedAward): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ...tenderNameRows(lang, award),
      [t(lang, 'approvalMail.proposer'), award.proposerName],
      [t(lang, 'approvalMail.total'), formatMoney(award.total, award.currency)],
      [
        t(lang, 'approvalMail.suppliers'),
        award.suppliers
          .map((supplier) =>
            t(lang, 'approvalMail.supplier', { supplier: supplier.name, lines: String(supplier.lines) }),
          )
          .join(t(lang, 'approvalMail.separator')),
      ],
    ],
  };
}

/** The mail asking one approver to approve or reject the award. */
export function approvalMail(
  lang: Language,
  brand: MailBrand,
  award: MailedAward,
  readerName: string,
): RenderedMail {
  return renderMail(lang, brand, {
    subject: t(lang, 'approvalMail.subject', { rfqnum: award.rfqnum }),
    readerName,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'approvalMail.intro', {
          proposer: award.proposerName,
          threshold: formatMoney(award.threshold, award.currency),
        }),
      },
      awardFacts(lang, award),
      { kind: 'quote', label: t(lang, 'approvalMail.justification'), text: award.justification },
      { kind: 'paragraph', text: t(lang, 'approvalMail.action') },
      buyerTenderLink(lang, award),
    ],
  });
}

/** The mail telling the proposer that an approver rejected the award, with the comment. */
export function rejectedMail(
  lang: Language,
  brand: MailBrand,
  award: MailedAward & { approverName: string; comment: string },
  readerName: string,
): RenderedMail {
  return renderMail(lang, brand, {
    subject: t(lang, 'rejectedMail.subject', { rfqnum: award.rfqnum }),
    readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'rejectedMail.intro', { approver: award.approverName }) },
      awardFacts(lang, award),
      { kind: 'quote', label: t(lang, 'approvalMail.justification'), text: award.justification },
      { kind: 'quote', label: t(lang, 'rejectedMail.comment'), text: award.comment },
      buyerTenderLink(lang, award),
    ],
  });
}

function queued(
  kind: 'approval' | 'rejected',
  award: MailedAward,
  reader: StaffRecipient,
  mail: RenderedMail,
): QueuedMail {
  return {
    kind,
    dedupeKey: `${kind}:${award.awardId}:${reader.userId}`,
    to: reader.email,
    language: reader.language,
    mail,
    rfqId: award.rfqId,
    userId: reader.userId,
  };
}

/** Queues the approval request to every approver of the award's site but its proposer; answers how many. */
export async function mailApprovers(deps: MailDeps, award: MailedAward): Promise<number> {
  const readers = await siteApprovers(deps.db, award.siteid, award.proposerId);
  const brand = mailBrand(deps.config);
  return enqueueMails(
    deps.db,
    readers.map((reader) =>
      queued('approval', award, reader, approvalMail(reader.language, brand, award, reader.username)),
    ),
  );
}

/** Queues the rejection to the award's proposer; answers how many (0 when they have no e-mail). */
export async function mailRejection(
  deps: MailDeps,
  award: MailedAward & { approverName: string; comment: string },
): Promise<number> {
  const reader = await staffRecipient(deps.db, award.proposerId);
  if (!reader) return 0;
  const brand = mailBrand(deps.config);
  return enqueueMails(deps.db, [
    queued('rejected', award, reader, rejectedMail(reader.language, brand, award, reader.username)),
  ]);
}
