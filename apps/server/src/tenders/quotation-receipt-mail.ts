import { setTimeout as delay } from 'node:timers/promises';
import { formatMoney, formatZonedDateTime } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type Language, readerLanguage } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import {
  type MailBrand,
  mailBrand,
  type RenderedMail,
  renderMail,
  tenderPath,
} from '../mail/mail-template.ts';
import type { QuotationReceipt } from './workflow-service.ts';

// The receipt of a submission by e-mail, in the reader's language, as plain text and HTML: what was
// submitted (tender, totals with their currency), its reference and when, in the group's time zone.

export interface ReceiptMailContext {
  currency: string;
  timeZone: string;
  timeZoneLabel: string;
  username: string;
}

/** The receipt mail's subject, plain text and HTML. */
export function quotationReceiptMail(
  lang: Language,
  brand: MailBrand,
  receipt: QuotationReceipt,
  context: ReceiptMailContext,
): RenderedMail {
  const when = formatZonedDateTime(receipt.submittedat, context.timeZone, context.timeZoneLabel);
  return renderMail(lang, brand, {
    subject: `${t(lang, 'receiptMail.subject', { udztbnum: receipt.udztbnum })} (${receipt.submissionref})`,
    readerName: context.username,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'receiptMail.intro') },
      {
        kind: 'facts',
        rows: [
          [t(lang, 'receiptMail.tender'), `${receipt.udztbnum} (${receipt.rfqnum})`],
          [t(lang, 'receiptMail.description'), receipt.tenderdesc],
          [t(lang, 'receiptMail.total'), formatMoney(receipt.total, context.currency)],
          [t(lang, 'receiptMail.discounted'), formatMoney(receipt.discounted, context.currency)],
          [t(lang, 'receiptMail.reference'), receipt.submissionref],
          [t(lang, 'receiptMail.submitted'), t(lang, 'receiptMail.by', { when, who: context.username })],
        ],
      },
      { kind: 'paragraph', text: t(lang, 'receiptMail.closing') },
      { kind: 'link', label: t(lang, 'mail.openTender'), path: tenderPath(receipt.udztbnum, 'SUBMITED') },
    ],
  });
}

// How long a submit's reply waits for the mail: a slow or hung SMTP server must not make a committed
// submission look failed to a client that gives up after 60 s. The mail goes on in the background.
const RECEIPT_MAIL_WAIT_MS = 5_000;

/**
 * Mails the receipt to the submitting user, waiting at most RECEIPT_MAIL_WAIT_MS. The submission is
 * already committed: a mail that cannot be sent is logged, never turned into a failed submission (the
 * detail page shows the same receipt).
 */
export async function mailQuotationReceipt(
  ctx: AppContext,
  caller: SessionUser,
  receipt: QuotationReceipt,
  langHeader: unknown,
): Promise<void> {
  const waited = new AbortController();
  const sending = sendReceipt(ctx, caller, receipt, langHeader);
  await Promise.race([
    sending,
    delay(RECEIPT_MAIL_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
  ]);
  waited.abort();
}

async function sendReceipt(
  ctx: AppContext,
  caller: SessionUser,
  receipt: QuotationReceipt,
  langHeader: unknown,
): Promise<void> {
  try {
    const user = await ctx.db
      .selectFrom('app_user')
      .select(['email', 'language', 'username'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    const lang = readerLanguage(langHeader, user.language);
    const mail = quotationReceiptMail(lang, mailBrand(ctx.config), receipt, {
      currency: receipt.currency ?? ctx.config.currency,
      timeZone: ctx.config.timeZone,
      timeZoneLabel: ctx.config.timeZoneLabel,
      username: user.username,
    });
    await ctx.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    ctx.log.error({ err: error, submissionref: receipt.submissionref }, 'quotation receipt mail not sent');
  }
}
