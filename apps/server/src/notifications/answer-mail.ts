import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, mailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';
import { enqueueMails, type QueuedMail } from '../mail/outbox.ts';
import type { MailDeps } from './mail-deps.ts';
import { type MailedTender, tenderBlocks } from './mailed-tender.ts';
import {
  activeSupplierUsers,
  findAnsweredQuestion,
  invitationsOfQuestion,
  type Recipient,
} from './notification-repository.ts';

/** A question and its answer as mailed: `isPublic` (answerall) mails never say who asked. */
export interface MailedAnswer {
  question: string;
  answer: string;
  isPublic: boolean;
}

/** The answer for one reader, about the tender of the reader's own supplier. */
export function answerMail(
  lang: Language,
  brand: MailBrand,
  deps: Pick<MailDeps, 'config'>,
  tender: MailedTender,
  answer: MailedAnswer & { readerName: string },
): RenderedMail {
  const blocks = tenderBlocks(lang, deps, tender);
  const tenderNo = tender.rfqnum;
  return renderMail(lang, brand, {
    subject: answer.isPublic
      ? t(lang, 'answerMail.publicSubject', { tenderNo })
      : t(lang, 'answerMail.subject', { tenderNo }),
    readerName: answer.readerName,
    blocks: [
      { kind: 'paragraph', text: t(lang, answer.isPublic ? 'answerMail.publicIntro' : 'answerMail.intro') },
      blocks.facts,
      { kind: 'quote', label: t(lang, 'answerMail.question'), text: answer.question },
      { kind: 'quote', label: t(lang, 'answerMail.answer'), text: answer.answer },
      blocks.link,
    ],
  });
}

// Invitations whose supplier no longer takes part are not sent a public answer.
const LEFT_THE_TENDER = ['DECLINED', 'CANCELD'] as const;

/**
 * Queues the answer of question `questionId`, in the answer's transaction (`deps.db`). Answered to the
 * asker alone: to the user who asked (an imported question names none: to every active user of the
 * asking supplier). Answered to all: to every active user of each supplier invited to the RFQ that has
 * not declined or been cancelled, the asking supplier included, with nothing that tells who asked. Each
 * in the reader's language, about the reader's own tender. Answers how many mails were queued.
 */
export async function mailAnswer(deps: MailDeps, questionId: number): Promise<number> {
  const question = await findAnsweredQuestion(deps.db, questionId);
  if (!question || question.answer.trim() === '') return 0;
  const tenders = await invitationsOfQuestion(
    deps.db,
    question.rfq_id,
    question.supplier_id,
    question.answerall ? LEFT_THE_TENDER : undefined,
  );
  let readers: Recipient[] = await activeSupplierUsers(
    deps.db,
    tenders.map((tender) => tender.supplier_id),
  );
  if (!question.answerall && question.asked_by !== null) {
    readers = readers.filter((reader) => reader.userId === question.asked_by);
  }
  const brand = mailBrand(deps.config);
  const answer = { question: question.question, answer: question.answer, isPublic: question.answerall };
  // Each answer given (a question may be answered again) is a notice of its own.
  const given = question.answered_at?.getTime() ?? 0;
  const seen = new Set<number>();
  const mails: QueuedMail[] = [];
  for (const tender of tenders) {
    for (const reader of readers) {
      // One mail per reader, should a supplier hold two invitations to one RFQ.
      if (reader.supplierId !== tender.supplier_id || seen.has(reader.userId)) continue;
      seen.add(reader.userId);
      mails.push({
        kind: 'answer',
        dedupeKey: `answer:${questionId}:${given}:${reader.userId}`,
        to: reader.email,
        language: reader.language,
        mail: answerMail(reader.language, brand, deps, tender, { ...answer, readerName: reader.username }),
        rfqId: question.rfq_id,
        udztbId: tender.id,
        supplierId: tender.supplier_id,
        userId: reader.userId,
      });
    }
  }
  return enqueueMails(deps.db, mails);
}
