import type { ImportInvitation, ImportLine } from '@tender/api-contract';
import { sql } from 'kysely';
import { type ImportContext, rfqId, supplierId, tally } from './import-context.ts';
import { optionalInstant as instant } from './import-dates.ts';
import { importHistory, receiptColumns } from './import-history.ts';
import { count } from './import-summary.ts';
import { syncTenderLines } from './tender-lines.ts';
import { upsertRow } from './upsert-row.ts';

/**
 * Tenders (udztb), the file's `invitations`, with their lines; rfqLines holds the lines of the RFQs
 * described in this file.
 */
export async function importTenders(
  ctx: ImportContext,
  tenders: ImportInvitation[],
  rfqLines: Map<string, ImportLine[]>,
): Promise<void> {
  for (const inv of tenders) {
    const rfq = await rfqId(ctx, inv.rfqnum);
    const { id, outcome } = await upsertRow(
      ctx.trx,
      'udztb',
      { udztbnum: inv.udztbnum },
      {
        rfq_id: rfq,
        supplier_id: await supplierId(ctx, inv.supplier),
        status: inv.status,
        inputed: inv.inputed,
        attendedall: inv.attendedall,
        reminder: inv.reminder,
        commentstojll: inv.commentstojll,
        // A negotiation round (issue 17), as /buyer/rfq/negotiate leaves it; absent, a stored one is kept.
        ...(inv.negotiationclosingdate === undefined
          ? {}
          : { negotiation: true, negotiation_closingdate: instant(inv.negotiationclosingdate, ctx.now) }),
        // A quotation loaded as submitted may carry its receipt; absent, a stored one is kept.
        ...receiptColumns(inv, ctx.now),
      },
      // The version guards against lost updates (4000006): an imported change counts as a change.
      { onChange: [sql`version = version + 1`, sql`updated_at = now()`] },
    );
    tally(ctx, 'invitations', outcome);
    const supplier = await supplierId(ctx, inv.supplier);
    // The buyer console's pick list holds every invited supplier (issue 17).
    await ctx.trx
      .insertInto('rfq_invitee')
      .values({ rfq_id: rfq, supplier_id: supplier })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await importHistory(ctx.trx, { udztb: id, rfq, supplier }, inv, ctx.now);
    const lines = await syncTenderLines(ctx.trx, id, rfq, rfqLines.get(inv.rfqnum), inv.prices);
    for (const kind of ['inserted', 'updated', 'unchanged', 'removed'] as const) {
      count(ctx.summary, 'lines', kind, lines[kind]);
    }
    if (outcome === 'unchanged' && lines.inserted + lines.updated + lines.removed > 0) {
      await ctx.trx
        .updateTable('udztb')
        .set({ version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    }
  }
}
