import { formatMoney, formatZonedDateTime, normalizeAmount } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/connect.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type Language, readerLanguage } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import {
  type MailBrand,
  type MailFact,
  mailBrand,
  type RenderedMail,
  renderMail,
} from '../mail/mail-template.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { supplierTenderLink, tenderNameRows } from '../notifications/index.ts';
import { findReceiptReader } from './quotation-repository.ts';
import type { QuotationReceipt } from './workflow-service.ts';

// The receipt of a submission by e-mail, in the reader's language, as plain text and HTML: what was
// submitted (tender, totals with their currency), its reference and when, in the group's time zone. The
// discounted total only when there is one: a negotiated tender, or a rate payable under 100 % on a line.

export interface ReceiptMailContext {
  currency: string;
  timeZone: string;
  timeZoneLabel: string;
  username: string;
}

/** Whether the receipt shows a discounted total: with a price negotiation, or when it differs. */
function hasDiscount(receipt: QuotationReceipt): boolean {
  return receipt.negotiation || normalizeAmount(receipt.discounted) !== normalizeAmount(receipt.total);
}

/** The receipt mail's subject, plain text and HTML. */
export function quotationReceiptMail(
  lang: Language,
  brand: MailBrand,
  receipt: QuotationReceipt,
  context: ReceiptMailContext,
): RenderedMail {
  const when = formatZonedDateTime(receipt.submittedat, context.timeZone, context.timeZoneLabel);
  const tender = { rfqnum: receipt.rfqnum, description: receipt.tenderdesc };
  const discounted: MailFact[] = hasDiscount(receipt)
    ? [[t(lang, 'receiptMail.discounted'), formatMoney(receipt.discounted, context.currency)]]
    : [];
  return renderMail(lang, brand, {
    subject: `${t(lang, 'receiptMail.subject', { tenderNo: receipt.rfqnum })} (${receipt.submissionref})`,
    readerName: context.username,
    blocks: [
      { kind: 'paragraph', text: t(lang, 'receiptMail.intro') },
      {
        kind: 'facts',
        rows: [
          ...tenderNameRows(lang, tender),
          [t(lang, 'receiptMail.total'), formatMoney(receipt.total, context.currency)],
          ...discounted,
          [t(lang, 'receiptMail.reference'), receipt.submissionref],
          [t(lang, 'receiptMail.submitted'), t(lang, 'receiptMail.by', { when, who: context.username })],
        ],
      },
      { kind: 'paragraph', text: t(lang, 'receiptMail.closing') },
      supplierTenderLink(lang, { udztbnum: receipt.udztbnum, status: 'SUBMITED' }),
    ],
  });
}

/**
 * Queues the receipt for the submitting user, in the submission's transaction (`trx`), in the language
 * of the page that submitted (else the account's): it commits with the submission, and the outbox's
 * worker sends it.
 */
export async function mailQuotationReceipt(
  ctx: Pick<AppContext, 'config'>,
  trx: Db,
  caller: SessionUser,
  receipt: QuotationReceipt,
  tender: { id: number; rfqId: number },
  langHeader: unknown,
): Promise<void> {
  const user = await findReceiptReader(trx, caller.userId);
  const lang = readerLanguage(langHeader, user.language);
  const mail = quotationReceiptMail(lang, mailBrand(ctx.config), receipt, {
    currency: receipt.currency ?? ctx.config.currency,
    timeZone: ctx.config.timeZone,
    timeZoneLabel: ctx.config.timeZoneLabel,
    username: user.username,
  });
  await enqueueMails(trx, [
    {
      kind: 'receipt',
      dedupeKey: `receipt:${receipt.submissionref}:${caller.userId}`,
      to: user.email,
      language: lang,
      mail,
      userId: caller.userId,
      supplierId: caller.supplierId,
      rfqId: tender.rfqId,
      udztbId: tender.id,
    },
  ]);
}
