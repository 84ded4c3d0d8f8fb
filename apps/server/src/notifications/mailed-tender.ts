import { AWAITING_SUPPLIER_STATUSES, formatZonedDateTime, isHardCopyTender } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';
import type { TenderStatusColumn } from '../db/tables.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBlock, tenderPath } from '../mail/mail-template.ts';
import type { MailDeps } from './mail-deps.ts';

/** One supplier's tender as a notification names it. */
export interface MailedTender {
  udztbnum: string;
  status: string;
  description: string;
  closingdate: Date;
  tendercollectvia: string;
  bidmethod: string;
}

/** The columns of an invitation (udztb joined with its rfq) that a notification about it reads. */
export const MAILED_TENDER_COLUMNS = [
  'udztb.id',
  'udztb.rfq_id',
  'udztb.udztbnum',
  'udztb.status',
  'udztb.supplier_id',
  'udztb.closingdate',
  'rfq.description',
  'rfq.tendercollectvia',
  'rfq.bidmethod',
] as const;

/**
 * The statuses in which an invitation still waits for the supplier (NEW, DRAFT, WTQUOTE, NORESPONSE), as
 * SQL literals: the partial index of migration 0006 names them, and a prepared statement's bound values
 * could not be matched against it.
 */
export function awaitingStatusLiterals(): RawBuilder<TenderStatusColumn>[] {
  return AWAITING_SUPPLIER_STATUSES.map((status) => sql.lit(status));
}

/** The closing date as the portal shows it: in the group's time zone, with its label. */
export function closingText(deps: Pick<MailDeps, 'config'>, tender: MailedTender): string {
  return formatZonedDateTime(tender.closingdate, deps.config.timeZone, deps.config.timeZoneLabel);
}

/** The tender's number, description and closing date, whether it is quoted on paper, and its link. */
export function tenderBlocks(
  lang: Language,
  deps: Pick<MailDeps, 'config'>,
  tender: MailedTender,
): { facts: MailBlock; hardCopy: MailBlock[]; link: MailBlock } {
  return {
    facts: {
      kind: 'facts',
      rows: [
        [t(lang, 'mail.tenderNo'), tender.udztbnum],
        [t(lang, 'mail.description'), tender.description],
        [t(lang, 'mail.closingDate'), closingText(deps, tender)],
      ],
    },
    hardCopy: isHardCopyTender(tender) ? [{ kind: 'paragraph', text: t(lang, 'mail.hardCopy') }] : [],
    link: {
      kind: 'link',
      label: t(lang, 'mail.openTender'),
      path: tenderPath(tender.udztbnum, tender.status),
    },
  };
}
