import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

export interface VisibleQuestionRow {
  id: number;
  rfqnum: string;
  createdate: Date;
  question: string;
  answer: string;
  answerall: boolean;
  mine: boolean;
}

// What a supplier may see of an RFQ's questions: its own (answered or not), and other suppliers' only
// once answered publicly. The other supplier's id is used here and never selected.
function visibleQuestions(db: Db, rfqId: number, supplierId: number) {
  return db
    .selectFrom('question')
    .innerJoin('rfq', 'rfq.id', 'question.rfq_id')
    .where('question.rfq_id', '=', rfqId)
    .where((eb) =>
      eb.or([
        eb('question.supplier_id', '=', supplierId),
        eb.and([eb('question.answerall', '=', true), eb(sql<string>`btrim(question.answer)`, '<>', '')]),
      ]),
    );
}

/** One page of the questions the supplier may see, newest first. */
export function listVisibleQuestions(
  db: Db,
  rfqId: number,
  supplierId: number,
  page: { size: number; offset: number },
): Promise<VisibleQuestionRow[]> {
  return visibleQuestions(db, rfqId, supplierId)
    .select([
      'question.id',
      'rfq.rfqnum',
      'question.createdate',
      'question.question',
      'question.answer',
      'question.answerall',
      sql<boolean>`question.supplier_id = ${supplierId}`.as('mine'),
    ])
    .orderBy('question.createdate', 'desc')
    .orderBy('question.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
}

export async function countVisibleQuestions(db: Db, rfqId: number, supplierId: number): Promise<number> {
  const row = await visibleQuestions(db, rfqId, supplierId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function insertQuestion(
  db: Db,
  question: { rfqId: number; supplierId: number; askedBy: number; text: string },
): Promise<number> {
  const row = await db
    .insertInto('question')
    .values({
      rfq_id: question.rfqId,
      supplier_id: question.supplierId,
      asked_by: question.askedBy,
      question: question.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores the answer of a question; false when there is no question of that id. */
export async function setAnswer(trx: Db, id: number, answer: string, isPublic: boolean): Promise<boolean> {
  const updated = await trx
    .updateTable('question')
    .set({ answer, answerall: isPublic, answered_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
