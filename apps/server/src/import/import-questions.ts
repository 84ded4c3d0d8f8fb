import type { ImportQuestion } from '@tender/api-contract';
import { type ImportContext, rfqId, supplierId, tally } from './import-context.ts';
import { optionalInstant } from './import-dates.ts';
import { upsertRow } from './upsert-row.ts';

/** Tender questions keyed by the file's own key; answerall makes an answer public to every invitee. */
export async function importQuestions(ctx: ImportContext, questions: ImportQuestion[]): Promise<void> {
  for (const q of questions) {
    const createdate = optionalInstant(q.createdate, ctx.now) ?? undefined;
    const answered = q.answer === undefined ? undefined : q.answer !== '';
    const { outcome } = await upsertRow(
      ctx.trx,
      'question',
      { importkey: q.key },
      {
        rfq_id: await rfqId(ctx, q.rfqnum),
        supplier_id: await supplierId(ctx, q.supplier),
        question: q.question,
        createdate,
        answer: q.answer,
        answerall: q.answerall,
        // The file has no answer date; the question's date keeps a re-import from changing it.
        answered_at: answered === undefined ? undefined : answered ? (createdate ?? ctx.now) : null,
      },
    );
    tally(ctx, 'questions', outcome);
  }
}
