import type { ErrorCodeValue } from '@tender/api-contract/error-codes';
import { errorMessage } from '../i18n/error-messages.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, mailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import { enqueueMails } from '../mail/outbox.ts';
import type { MailDeps } from './mail-deps.ts';
import { buyerTenderLink, mailDateTime, tenderNameRows } from './mailed-tender.ts';
import { staffRecipient } from './notification-repository.ts';

// Scheduled publish (issue 33, item 2): a draft that publish's rules refuse at its scheduled time is not
// published; the buyer who scheduled it is told why (kind 'schedule-refused'), in their language, queued
// in the transaction that clears the schedule. No supplier hears of it.

/** The scheduled publication that was refused, as the mail tells it. */
export interface RefusedSchedule {
  rfqId: number;
  rfqnum: string;
  description: string;
  publishAt: Date;
  buyerId: number;
  /** publish's refusal (5600001, 5600002, 5600003, 5600012, 5600031). */
  code: ErrorCodeValue;
}

/** The mail telling the buyer that the draft did not publish itself, and why. */
export function scheduleRefusedMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  refused: RefusedSchedule & { readerName: string },
): RenderedMail {
  return renderMail(lang, brand, {
    subject: t(lang, 'scheduleRefusedMail.subject', { rfqnum: refused.rfqnum }),
    readerName: refused.readerName,
    blocks: [
      {
        kind: 'paragraph',
        text: t(lang, 'scheduleRefusedMail.intro', { time: mailDateTime(deps, refused.publishAt) }),
      },
      {
        kind: 'facts',
        rows: [
          ...tenderNameRows(lang, refused),
          [t(lang, 'scheduleRefusedMail.scheduledFor'), mailDateTime(deps, refused.publishAt)],
        ],
      },
      { kind: 'quote', label: t(lang, 'scheduleRefusedMail.reason'), text: errorMessage(refused.code, lang) },
      { kind: 'paragraph', text: t(lang, 'scheduleRefusedMail.action') },
      buyerTenderLink(lang, refused),
    ],
  });
}

/** Queues the mail to the buyer who scheduled the draft; answers how many (0 without an e-mail). */
export async function mailScheduleRefused(deps: MailDeps, refused: RefusedSchedule): Promise<number> {
  const reader = await staffRecipient(deps.db, refused.buyerId);
  if (!reader) return 0;
  const brand = mailBrand(deps.config);
  return enqueueMails(deps.db, [
    {
      kind: 'schedule-refused',
      dedupeKey: `schedule-refused:${refused.rfqId}:${refused.publishAt.toISOString()}`,
      to: reader.email,
      language: reader.language,
      mail: scheduleRefusedMail(reader.language, brand, deps, { ...refused, readerName: reader.username }),
      rfqId: refused.rfqId,
      userId: reader.userId,
    },
  ]);
}
