import type { QuestionPage } from '@tender/api-contract';
import { findQuestionProblem, QA_PAGE_SIZE, QUESTION_MAX_LENGTH } from '@tender/domain';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { supplierIdOf } from '../http/callers.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type MailDeps, noticeBuyers } from '../notifications/index.ts';
import { requireInvitedRfqId } from './invited-rfq.ts';
import { countVisibleQuestions, insertQuestion, listVisibleQuestions } from './question-repository.ts';

/** getQAList: the questions of an RFQ the caller is invited to, as far as it may see them. */
export async function listQuestions(
  db: Db,
  caller: SessionUser,
  rfqnum: string,
  page: { pageno: number; pagesize: number },
): Promise<QuestionPage> {
  const supplierId = supplierIdOf(caller);
  const rfqId = await requireInvitedRfqId(db, supplierId, rfqnum);
  const size = page.pagesize || QA_PAGE_SIZE;
  const [rows, totalcount] = await Promise.all([
    listVisibleQuestions(db, rfqId, supplierId, { size, offset: (page.pageno - 1) * size }),
    countVisibleQuestions(db, rfqId, supplierId),
  ]);
  return {
    questionResList: rows.map((row) => ({
      questionid: row.id,
      rfqnum: row.rfqnum,
      createdate: row.createdate.toISOString(),
      question: row.question,
      answer: row.answer,
      answerall: row.answerall ? '1' : '0',
      mine: row.mine ? '1' : '0',
    })),
    totalcount,
  };
}

/** addQuestion: a new question of the caller's supplier on an RFQ it is invited to. */
export async function addQuestion(
  deps: MailDeps,
  caller: SessionUser,
  rfqnum: string,
  text: string,
): Promise<number> {
  const supplierId = supplierIdOf(caller);
  const question = text.trim();
  const problem = findQuestionProblem(question);
  if (problem === 'required') throw new AppError(ErrorCode.QUESTION_REQUIRED);
  if (problem === 'too-long') {
    throw new AppError(ErrorCode.QUESTION_TOO_LONG, undefined, { max: String(QUESTION_MAX_LENGTH) });
  }
  const rfqId = await requireInvitedRfqId(deps.db, supplierId, rfqnum);
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertQuestion(trx, { rfqId, supplierId, askedBy: caller.userId, text: question });
    // The RFQ's buyers are told who asked what, in the question's transaction (issue 35, item 13).
    await noticeBuyers(
      { ...deps, db: trx },
      { kind: 'question', rfqId, udztbId: null, supplierId, userId: caller.userId, at: new Date(), question },
    );
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'question.add',
      entity: 'question',
      entityId: id,
    });
    return id;
  });
}
