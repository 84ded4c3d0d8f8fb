import { setTimeout as delay } from 'node:timers/promises';
import { formatMoney, formatZonedDateTime } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { LANGUAGES, type Language } from '../i18n/language.ts';
import type { QuotationReceipt } from './workflow-service.ts';

// The receipt of a submission by e-mail, in the reader's language, as plain text and HTML: what was
// submitted (tender, totals with their currency), its reference and when, in the group's time zone.

interface ReceiptTexts {
  subject: (udztbnum: string) => string;
  /** Between a label and its value: Chinese text takes the full-width colon. */
  colon: string;
  intro: string;
  tender: string;
  description: string;
  total: string;
  discounted: string;
  reference: string;
  submitted: string;
  by: (when: string, who: string) => string;
  closing: string;
}

const TEXTS: Record<Language, ReceiptTexts> = {
  EN: {
    subject: (udztbnum) => `Quotation submitted: ${udztbnum}`,
    colon: ': ',
    intro: 'Your quotation has been submitted. Please keep this receipt.',
    tender: 'Tender',
    description: 'Description',
    total: 'Total',
    discounted: 'Discounted total',
    reference: 'Reference',
    submitted: 'Submitted',
    by: (when, who) => `${when} by ${who}`,
    closing: 'The final tender cost cannot be changed once submitted.',
  },
  ZH: {
    subject: (udztbnum) => `报价已提交：${udztbnum}`,
    colon: '：',
    intro: '您的报价已提交，请保留此回执。',
    tender: '招标',
    description: '说明',
    total: '总额',
    discounted: '折扣后总额',
    reference: '参考编号',
    submitted: '提交时间',
    by: (when, who) => `${when}（提交人：${who}）`,
    closing: '报价提交后，最终投标金额不能更改。',
  },
  ZHT: {
    subject: (udztbnum) => `報價已提交：${udztbnum}`,
    colon: '：',
    intro: '您的報價已提交，請保留此回條。',
    tender: '招標',
    description: '說明',
    total: '總額',
    discounted: '折扣後總額',
    reference: '參考編號',
    submitted: '提交時間',
    by: (when, who) => `${when}（提交人：${who}）`,
    closing: '報價提交後，最終投標金額不能更改。',
  },
};

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
  const t = TEXTS[lang];
  const when = formatZonedDateTime(receipt.submittedat, context.timeZone, context.timeZoneLabel);
  const rows: [string, string][] = [
    [t.tender, `${receipt.udztbnum} (${receipt.rfqnum})`],
    [t.description, receipt.tenderdesc],
    [t.total, formatMoney(receipt.total, context.currency)],
    [t.discounted, formatMoney(receipt.discounted, context.currency)],
    [t.reference, receipt.submissionref],
    [t.submitted, t.by(when, context.username)],
  ];
  const text = [
    t.intro,
    '',
    ...rows.map(([label, value]) => `${label}${t.colon}${value}`),
    '',
    t.closing,
    '',
    context.companyName,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(t.closing)}</p>`,
    `<p>${escapeHtml(context.companyName)}</p>`,
  ].join('\n');
  return { subject: `${t.subject(receipt.udztbnum)} (${receipt.submissionref})`, text, html };
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
