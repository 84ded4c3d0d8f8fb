import { setTimeout as delay } from 'node:timers/promises';
import { formatMoney, formatZonedDateTime } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { SessionUser } from '../http/session-user.ts';
import { LANGUAGES, type Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import type { QuotationReceipt } from './workflow-service.ts';

// The receipt of a submission by e-mail, in the reader's language, as plain text and HTML: what was
// submitted (tender, totals with their currency), its reference and when, in the group's time zone.

export interface ReceiptMailContext {
  currency: string;
  timeZone: string;
  timeZoneLabel: string;
  companyName: string;
  username: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The receipt mail's subject, plain text and HTML. */
export function quotationReceiptMail(
  lang: Language,
  receipt: QuotationReceipt,
  context: ReceiptMailContext,
): { subject: string; text: string; html: string } {
  const when = formatZonedDateTime(receipt.submittedat, context.timeZone, context.timeZoneLabel);
  const colon = t(lang, 'receiptMail.colon');
  const intro = t(lang, 'receiptMail.intro');
  const closing = t(lang, 'receiptMail.closing');
  const rows: [string, string][] = [
    [t(lang, 'receiptMail.tender'), `${receipt.udztbnum} (${receipt.rfqnum})`],
    [t(lang, 'receiptMail.description'), receipt.tenderdesc],
    [t(lang, 'receiptMail.total'), formatMoney(receipt.total, context.currency)],
    [t(lang, 'receiptMail.discounted'), formatMoney(receipt.discounted, context.currency)],
    [t(lang, 'receiptMail.reference'), receipt.submissionref],
    [t(lang, 'receiptMail.submitted'), t(lang, 'receiptMail.by', { when, who: context.username })],
  ];
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}${colon}${value}`),
    '',
    closing,
    '',
    context.companyName,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p>${escapeHtml(context.companyName)}</p>`,
  ].join('\n');
  const subject = `${t(lang, 'receiptMail.subject', { udztbnum: receipt.udztbnum })} (${receipt.submissionref})`;
  return { subject, text, html };
}

/** The request's language when it names one (langcode header), else the one stored for the user. */
function readerLanguage(header: unknown, stored: Language): Language {
  const asked = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : stored;
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
    const mail = quotationReceiptMail(readerLanguage(langHeader, user.language), receipt, {
      currency: receipt.currency ?? ctx.config.currency,
      timeZone: ctx.config.timeZone,
      timeZoneLabel: ctx.config.timeZoneLabel,
      companyName: ctx.config.companyName,
      username: user.username,
    });
    await ctx.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    ctx.log.error({ err: error, submissionref: receipt.submissionref }, 'quotation receipt mail not sent');
  }
}
