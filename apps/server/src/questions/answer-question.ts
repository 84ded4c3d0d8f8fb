import { AdminError } from '../auth/index.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { type MailDeps, mailAnswer } from '../notifications/index.ts';
import { setAnswer } from './question-repository.ts';

/**
 * The buyer's answer to a tender question, given through the admin command line until the buyer side
 * has a screen. `isPublic` (answerall) shows question and answer to every supplier invited to the RFQ,
 * without saying who asked. With `mail`, the answer's mails (to the asker, or to every invitee) are
 * queued in the answer's transaction, for the outbox's worker to send. `by` is the buyer console's
 * answer (issue 17): audited as that user's 'question.answer', with the buyer's own audit entry written
 * in the same transaction. Answers how many mails were queued.
 */
export async function answerQuestion(
  db: Db,
  input: { id: number; answer: string; isPublic: boolean },
  mail?: Omit<MailDeps, 'db'>,
  by?: { userId: number; audit: (trx: Db) => Promise<void> },
): Promise<number> {
  const answer = input.answer.trim();
  if (!Number.isSafeInteger(input.id) || input.id < 1) throw new AdminError('--id must be a question id');
  if (answer === '') throw new AdminError('--answer must not be blank');
  return db.transaction().execute(async (trx) => {
    if (!(await setAnswer(trx, input.id, answer, input.isPublic)))
      throw new AdminError(`no question with id ${input.id}`);
    await writeAudit(trx, {
      userId: by?.userId ?? null,
      action: by ? 'question.answer' : 'admin-answer-question',
      entity: 'question',
      entityId: input.id,
      detail: { answerall: input.isPublic },
    });
    await by?.audit(trx);
    return mail ? mailAnswer({ ...mail, db: trx }, input.id) : 0;
  });
}
