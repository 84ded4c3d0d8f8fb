import { formatMoney } from '@tender/domain';
import type { Language } from '../i18n/language.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { t } from '../i18n/translate.ts';
import { type MailBlock, type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { dueDate, type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { invitationsWithSupplier } from './notification-repository.ts';
import { mailSupplierUsers, type NotificationCount } from './queue-mails.ts';

// The buyer's decisions on an RFQ after closing (issue 17), queued in the decision's transaction for
// every active user of each supplier concerned, in that user's language, about the supplier's own
// invitation: a price-negotiation round (with its new closing date), the award, the loss, the
// cancellation with its reason (mail kinds negotiation, award, lost, cancel).

/** The kinds of outcome mail; each is also its outbox kind. */
export type OutcomeKind = 'negotiation' | 'award' | 'lost' | 'cancel';

const TEXTS: Readonly<Record<OutcomeKind, { subject: MessageKey; intro: MessageKey; action?: MessageKey }>> =
  {
    negotiation: {
      subject: 'negotiationMail.subject',
      intro: 'negotiationMail.intro',
      action: 'negotiationMail.action',
    },
    award: { subject: 'awardMail.subject', intro: 'awardMail.intro', action: 'awardMail.action' },
    lost: { subject: 'lostMail.subject', intro: 'lostMail.intro', action: 'lostMail.action' },
    cancel: { subject: 'cancelMail.subject', intro: 'cancelMail.intro' },
  };

/** One invitation as an outcome mail names it: its closing date is the invitation's own (a round's). */
export interface OutcomeInvitation extends MailedTender {
  id: number;
  rfq_id: number;
  supplier_id: number;
  suppliername: string;
}

/** The lines an award gives one invitation (issue 29): each at its quoted amount, and their total. */
export interface AwardedLines {
  currency: string;
  lines: readonly { seqno: number; description: string; amount: string }[];
  total: string;
}

/** The award's lines won, one a row, then their total. */
function awardedBlocks(lang: Language, supplier: string, won: AwardedLines): MailBlock[] {
  return [
    { kind: 'paragraph', text: t(lang, 'awardMail.lines', { supplier }) },
    {
      kind: 'facts',
      rows: [
        ...won.lines.map(
          (line) =>
            [
              t(lang, 'awardMail.line', { seqno: String(line.seqno), description: line.description }),
              formatMoney(line.amount, won.currency),
            ] as const,
        ),
        [t(lang, 'awardMail.total'), formatMoney(won.total, won.currency)],
      ],
    },
  ];
}

/** The outcome mail for one user of the supplier; `reason` is the cancellation's, `won` the award's lines. */
export function outcomeMail(
  kind: OutcomeKind,
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  invitation: OutcomeInvitation & { readerName: string; reason?: string; won?: AwardedLines },
): RenderedMail {
  const texts = TEXTS[kind];
  const tender = tenderBlocks(lang, deps, invitation);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(lang, texts.intro, { supplier: invitation.suppliername }) },
    tender.facts,
  ];
  if (kind === 'award' && invitation.won)
    blocks.push(...awardedBlocks(lang, invitation.suppliername, invitation.won));
  if (kind === 'cancel' && invitation.reason) {
    blocks.push({ kind: 'quote', label: t(lang, 'cancelMail.reason'), text: invitation.reason });
  }
  if (kind === 'negotiation') blocks.push(...tender.hardCopy);
  if (texts.action) blocks.push({ kind: 'paragraph', text: t(lang, texts.action) });
  blocks.push(tender.link);
  return renderMail(lang, brand, {
    subject: t(lang, texts.subject, { tenderNo: invitation.rfqnum }),
    readerName: invitation.readerName,
    blocks,
  });
}

/**
 * Queues the outcome `kind` about each invitation of `udztbIds` for every active user of its supplier, in
 * the decision's transaction (`deps.db`), after the decision has changed the invitations, so the mail
 * shows their new status and closing date. A negotiation round's mail is one per round (its closing date).
 * An award's mail lists the lines `won` by the invitation (issue 29).
 */
export async function mailOutcome(
  deps: MailDeps,
  kind: OutcomeKind,
  udztbIds: readonly number[],
  opts: { reason?: string; won?: ReadonlyMap<number, AwardedLines> } = {},
): Promise<NotificationCount> {
  if (udztbIds.length === 0) return { invitations: 0, mails: 0 };
  const invitations: OutcomeInvitation[] = await invitationsWithSupplier(deps.db, udztbIds);
  return mailSupplierUsers(
    deps,
    kind,
    invitations,
    (invitation) =>
      kind === 'negotiation'
        ? `${invitation.id}:${dueDate(invitation).toISOString()}`
        : String(invitation.id),
    (invitation, user, brand) =>
      outcomeMail(kind, user.language, brand, deps, {
        ...invitation,
        readerName: user.username,
        ...(opts.reason === undefined ? {} : { reason: opts.reason }),
        ...(opts.won?.has(invitation.id) ? { won: opts.won.get(invitation.id) } : {}),
      }),
  );
}
