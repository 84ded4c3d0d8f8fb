import type { BOQ_LINE_FIELDS } from '@tender/domain';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, t } from '../i18n/translate.ts';
import { type MailBlock, type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';
import { type MailedTender, mailDateTime, tenderBlocks } from './mailed-tender.ts';
import { invitationsOfRfq } from './notification-repository.ts';
import { mailSupplierUsers, type NotificationCount } from './queue-mails.ts';

/** The RFQ fields an amendment can change and a supplier reads, in the order the mail lists them. */
export const AMENDED_RFQ_FIELDS = [
  'closingdate',
  'description',
  'currency',
  'pricenegotiation',
  'hassiteinspection',
  'contact1',
  'email1',
  'phone1',
  'contact2',
  'email2',
  'phone2',
  'remark',
] as const;

export type AmendedRfqField = (typeof AMENDED_RFQ_FIELDS)[number];
type AmendedLineField = (typeof BOQ_LINE_FIELDS)[number];

/** A value as the mail shows it: text, a yes/no flag, a moment, or nothing. */
export type AmendedValue = string | boolean | Date | null;

export type AmendmentChange =
  | { kind: 'field'; field: AmendedRfqField; from: AmendedValue; to: AmendedValue }
  | { kind: 'line'; seqno: number; field: AmendedLineField; from: AmendedValue; to: AmendedValue }
  | { kind: 'lineAdded' | 'lineRemoved'; seqno: number; description: string }
  | { kind: 'documents' | 'siteinspections' };

/** One amendment of an open RFQ as mailed: its number, its reason, what changed (old -> new). */
export interface MailedAmendment {
  revision: number;
  reason: string;
  changes: readonly AmendmentChange[];
}

/** How many changes a mail lists; the rest are counted, to be read on the tender's page. */
export const LISTED_CHANGES = 20;

/** A changed value longer than this is cut with an ellipsis: the tender's page shows it whole. */
const VALUE_MAX = 80;

const NOTHING = '—';

function valueText(lang: Language, deps: Pick<MailDeps, 'config'>, value: AmendedValue): string {
  if (value === null) return NOTHING;
  if (value instanceof Date) return mailDateTime(deps, value);
  if (typeof value === 'boolean') return t(lang, value ? 'amendmentMail.yes' : 'amendmentMail.no');
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** One change as a line of the mail, e.g. "Line 3, Quantity: 120 → 150". */
function changeText(lang: Language, deps: Pick<MailDeps, 'config'>, change: AmendmentChange): string {
  switch (change.kind) {
    case 'field':
      return t(lang, 'amendmentMail.fieldChange', {
        field: t(lang, `amendmentMail.field.${change.field}` as MessageKey),
        from: valueText(lang, deps, change.from),
        to: valueText(lang, deps, change.to),
      });
    case 'line':
      return t(lang, 'amendmentMail.lineChange', {
        seqno: change.seqno,
        field: t(lang, `amendmentMail.line.${change.field}` as MessageKey),
        from: valueText(lang, deps, change.from),
        to: valueText(lang, deps, change.to),
      });
    case 'lineAdded':
    case 'lineRemoved':
      return t(lang, `amendmentMail.${change.kind}`, {
        seqno: change.seqno,
        description: valueText(lang, deps, change.description),
      });
    case 'documents':
    case 'siteinspections':
      return t(lang, `amendmentMail.change.${change.kind}`);
  }
}

/**
 * The list of what changed, old -> new, one a line: the first LISTED_CHANGES, then how many more there
 * are. Only buyer fields are in it (amendment-changes.ts): never a supplier's price.
 */
export function amendmentChangeList(
  lang: Language,
  deps: Pick<MailDeps, 'config'>,
  changes: readonly AmendmentChange[],
): MailBlock[] {
  if (changes.length === 0) return [];
  const listed = changes.slice(0, LISTED_CHANGES).map((change) => `- ${changeText(lang, deps, change)}`);
  const more = changes.length - listed.length;
  if (more > 0) listed.push(t(lang, 'amendmentMail.more', { count: more }));
  return [{ kind: 'paragraph', text: [t(lang, 'amendmentMail.changes'), ...listed].join('\n') }];
}

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
  return renderMail(lang, brand, {
    subject: t(lang, 'amendmentMail.subject', { tenderNo: tender.rfqnum }),
    readerName: tender.readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'amendmentMail.intro', { revision: tender.revision }) },
      blocks.facts,
      ...amendmentChangeList(lang, deps, tender.changes),
      { kind: 'quote', label: t(lang, 'amendmentMail.reason'), text: tender.reason },
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
