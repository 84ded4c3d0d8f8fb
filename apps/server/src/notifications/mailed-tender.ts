import { formatZonedDateTime, isHardCopyTender } from '@tender/domain';
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
