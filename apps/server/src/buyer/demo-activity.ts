import { sql } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { noticeBuyers } from '../notifications/index.ts';

/**
 * After the demo data is first imported (issue 35, item 13): what the demo's suppliers did on tenders that
 * are still open (a question not answered yet, a quotation submitted online) is told to the tenders'
 * buyers through noticeBuyers itself, as the action would have been, at the time it was done: demo.buyer
 * finds a count on the console and the mails in the outbox, like the demo's invitations.
 */
export async function noticeDemoActivity(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const questions = await trx
      .selectFrom('question')
      .innerJoin('rfq', 'rfq.id', 'question.rfq_id')
      .select([
        'question.rfq_id',
        'question.supplier_id',
        'question.asked_by',
        'question.question',
        'question.createdate',
      ])
      .where(sql<boolean>`btrim(question.answer) = ''`)
      .where('rfq.status', '=', 'PUBLISHED')
      .where('rfq.closingdate', '>', now)
      .execute();
    const submitted = await trx
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(['udztb.id', 'udztb.rfq_id', 'udztb.supplier_id', 'udztb.submitted_by', 'udztb.submitted_at'])
      .where('udztb.status', '=', 'SUBMITED')
      .where('udztb.inputed', '=', false)
      .where('rfq.status', '=', 'PUBLISHED')
      .where('udztb.closingdate', '>', now)
      .execute();
    const deps = { db: trx, config: ctx.config };
    for (const q of questions) {
      await noticeBuyers(deps, {
        kind: 'question',
        rfqId: q.rfq_id,
        udztbId: null,
        supplierId: q.supplier_id,
        userId: q.asked_by,
        at: q.createdate,
        question: q.question,
      });
    }
    for (const s of submitted) {
      await noticeBuyers(deps, {
        kind: 'submit',
        rfqId: s.rfq_id,
        udztbId: s.id,
        supplierId: s.supplier_id,
        userId: s.submitted_by,
        at: s.submitted_at ?? now,
      });
    }
    log.info(
      `demo activity told to the buyers: ${questions.length} question(s), ${submitted.length} submission(s)`,
    );
  });
}
