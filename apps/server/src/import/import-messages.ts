import type { ImportMessage } from '@tender/api-contract';
import { type ImportContext, tally } from './import-context.ts';
import { upsertRow } from './upsert-row.ts';

/** Message templates (gettips, timeout, UPLOADTIPS, ...) per language. */
export async function importMessages(ctx: ImportContext, messages: ImportMessage[]): Promise<void> {
  for (const m of messages) {
    const { outcome } = await upsertRow(
      ctx.trx,
      'message_template',
      { templateid: m.templateid, language: m.language },
      { message: m.message },
      { noId: true },
    );
    tally(ctx, 'messages', outcome);
  }
}
