import type { BuyerQuestion } from '@tender/api-contract';
import { type FlagValue, isFlagSet } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { answerQuestion } from '../questions/index.ts';
import { countQuestions, findSiteQuestion, listQuestionPage, type QuestionFilter } from './rfq-repository.ts';
import { findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';

/** The inbox's default page size. */
export const BUYER_QUESTION_PAGE_SIZE = 20;

/**
 * /buyer/question/list: the questions on the RFQs of the buyer's site (of one RFQ when `rfqnum` is
 * given: another site's is 4000001), the unanswered ones only when asked; unanswered first, then newest
 * first, each with the asking supplier's code and name and the asker's name.
 */
export async function listBuyerQuestions(
  db: Db,
  user: SessionUser,
  query: { rfqnum?: string; unanswered?: FlagValue; page: number; pagesize: number },
): Promise<{ questions: BuyerQuestion[]; totalcount: number }> {
  const rfqnum = query.rfqnum?.trim() ?? '';
  const rfqId = rfqnum === '' ? undefined : (await findBuyerRfq(db, user, rfqnum)).id;
  const filter: QuestionFilter = {
    siteid: user.siteid,
    rfqId,
    unanswered: query.unanswered !== undefined && isFlagSet(query.unanswered),
  };
  const page = { size: query.pagesize, offset: (query.page - 1) * query.pagesize };
  const [rows, total] = await Promise.all([listQuestionPage(db, filter, page), countQuestions(db, filter)]);
  return {
    questions: rows.map((row) => ({
      questionid: row.id,
      rfqnum: row.rfqnum,
      rfqdescription: row.description,
      suppliercode: row.suppliercode,
      suppliername: row.suppliername,
      askedby: row.askedby ?? '',
      question: row.question,
      createdate: row.createdate.toISOString(),
      answer: row.answer,
      answerall: row.answerall,
      answeredat: row.answered_at?.toISOString() ?? null,
    })),
    totalcount: total,
  };
}

/**
 * /buyer/question/answer: answers a question on an RFQ of the buyer's site (any other: 5600014), to the
 * asker alone or to every invited supplier (`answerall`); a blank answer is 5600008. The answer is the
 * one the admin command line gives (questions/answer-question.ts): stored and audited in one transaction
 * with the buyer's 'question.answer' on the RFQ, then mailed to the asker (or every invitee) in each
 * reader's language, queued in the outbox in that transaction (docs/architecture.md, Mail).
 */
export async function answerBuyerQuestion(
  ctx: AppContext,
  user: SessionUser,
  body: { questionid: number; answer: string; answerall: FlagValue },
): Promise<void> {
  // An id past `integer` is nobody's question (and must not reach the database as one).
  if (body.questionid > 2_147_483_647) throw new AppError(ErrorCode.NO_SUCH_QUESTION);
  const question = await findSiteQuestion(ctx.db, user.siteid, body.questionid);
  if (!question) throw new AppError(ErrorCode.NO_SUCH_QUESTION);
  const answer = body.answer.trim();
  if (answer === '') throw new AppError(ErrorCode.ANSWER_REQUIRED);
  const isPublic = isFlagSet(body.answerall);
  await answerQuestion(ctx.db, { id: question.id, answer, isPublic }, ctx, {
    userId: user.userId,
    audit: (trx) =>
      writeRfqAudit(trx, user, { id: question.rfqId }, 'question.answer', {
        detail: { questionid: question.id, answerall: isPublic },
      }),
  });
}
