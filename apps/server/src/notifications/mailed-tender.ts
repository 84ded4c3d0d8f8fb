import { formatZonedDateTime, isAwaitingSupplier, isHardCopyTender } from '@tender/domain';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBlock, type MailFact, tenderPath } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';

// One way for every mail about a tender to name it and link to it (issue 35, item 15): by the RFQ number
// the portal shows (never the invitation's internal number), with its description, its closing date in
// the group's time zone through one formatter, and a link to the tender's page as the reader's side of
// the portal shows it (the supplier's tender detail, or the buyer's tender page for staff).

/** What names a tender to any reader: its RFQ number as the portal shows it, and its description. */
export interface NamedTender {
  rfqnum: string;
  description: string;
}

/** One supplier's tender as a notification names it. */
export interface MailedTender extends NamedTender {
  /** The invitation's number: only its page's address uses it. */
  udztbnum: string;
  status: string;
  /** The RFQ's closing date: the same for every supplier. */
  closingdate: Date;
  /** The closing date of the invitation's own price-negotiation round, if it was asked for one. */
  roundclosingdate: Date | null;
  tendercollectvia: string;
  bidmethod: string;
}

/** A date and time as the portal shows it: in the group's time zone, with its label. The one formatter. */
export function mailDateTime(deps: Pick<MailDeps, 'config'>, when: Date): string {
  return formatZonedDateTime(when, deps.config.timeZone, deps.config.timeZoneLabel);
}

/**
 * The closing date the supplier must act by: its negotiation round's while it is asked to quote in one,
 * else the RFQ's. Outcome mails (award, loss) are past any round: every supplier reads the RFQ's date.
 */
export function dueDate(tender: MailedTender): Date {
  return tender.roundclosingdate && isAwaitingSupplier(tender.status)
    ? tender.roundclosingdate
    : tender.closingdate;
}

/** The closing date a supplier must act by (dueDate), as the portal shows it. */
export function closingText(deps: Pick<MailDeps, 'config'>, tender: MailedTender): string {
  return mailDateTime(deps, dueDate(tender));
}

/** The tender's RFQ number and description, as a subject or a heading names it. */
export function tenderTitle(tender: NamedTender): string {
  return `${tender.rfqnum} ${tender.description}`.trim();
}

/** The rows that name the tender in every mail: Tender No. (the RFQ number) and Description. */
export function tenderNameRows(lang: Language, tender: NamedTender): MailFact[] {
  return [
    [t(lang, 'mail.tenderNo'), tender.rfqnum],
    [t(lang, 'mail.description'), tender.description],
  ];
}

/** The link to a supplier's own tender detail page. */
export function supplierTenderLink(lang: Language, tender: { udztbnum: string; status: string }): MailBlock {
  return {
    kind: 'link',
    label: t(lang, 'mail.openTender'),
    path: tenderPath(tender.udztbnum, tender.status),
  };
}

/** The buyer's tender page (apps/web router: /buyer/rfq/:rfqnum). */
export function buyerTenderPath(rfqnum: string): string {
  return `/buyer/rfq/${encodeURIComponent(rfqnum)}`;
}

/** The link to the tender's page in the buyer console, for a mail to staff. */
export function buyerTenderLink(lang: Language, tender: NamedTender): MailBlock {
  return { kind: 'link', label: t(lang, 'mail.openTender'), path: buyerTenderPath(tender.rfqnum) };
}

/**
 * The tender's number, description and closing date (with its negotiation round's while the supplier is
 * asked to quote in one), whether it is quoted on paper, and the link to the supplier's tender page.
 */
export function tenderBlocks(
  lang: Language,
  deps: Pick<MailDeps, 'config'>,
  tender: MailedTender,
): { facts: MailBlock; hardCopy: MailBlock[]; link: MailBlock } {
  const due = dueDate(tender);
  return {
    facts: {
      kind: 'facts',
      rows: [
        ...tenderNameRows(lang, tender),
        [t(lang, 'mail.closingDate'), mailDateTime(deps, tender.closingdate)],
        ...(due === tender.closingdate
          ? []
          : [[t(lang, 'mail.roundClosingDate'), mailDateTime(deps, due)] as const]),
      ],
    },
    hardCopy: isHardCopyTender(tender) ? [{ kind: 'paragraph', text: t(lang, 'mail.hardCopy') }] : [],
    link: supplierTenderLink(lang, tender),
  };
}
