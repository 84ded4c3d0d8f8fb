import type { ImportRfq } from '@tender/api-contract';
import { normalizeCriteria } from '@tender/domain';
import { sql } from 'kysely';
import { replaceCriteria } from '../db/rfq-criteria.ts';
import { type ImportContext, importDocuments, supplierId, tally } from './import-context.ts';
import { optionalInstant as instant } from './import-dates.ts';
import { count } from './import-summary.ts';
import { syncRfqLines } from './rfq-lines.ts';
import { upsertRow } from './upsert-row.ts';

/**
 * RFQs with their site inspections and tender attachments. The lines become the RFQ's own (rfq_line,
 * the buyer console's copy) and go to each tender. An RFQ changed by the file counts as a save for the
 * buyer console (version + 1: a buyer's stale save is refused).
 */
export async function importRfqs(ctx: ImportContext, rfqs: ImportRfq[]): Promise<void> {
  for (const r of rfqs) {
    const { id, outcome } = await upsertRow(
      ctx.trx,
      'rfq',
      { rfqnum: r.rfqnum },
      {
        description: r.description,
        siteid: r.siteid,
        tendercollectvia: r.tendercollectvia,
        bidmethod: r.bidmethod,
        closingdate: instant(r.closingdate, ctx.now),
        contact1: r.contact1,
        email1: r.email1,
        phone1: r.phone1,
        contact2: r.contact2,
        email2: r.email2,
        phone2: r.phone2,
        remark: r.remark,
        pricenegotiation: r.pricenegotiation,
        hassiteinspection: r.hassiteinspection,
        currency: r.currency,
        opening_quorum: r.openingquorum,
        // A new RFQ without a status is PUBLISHED (the column's default); an existing one keeps its own.
        status: r.status,
      },
      { onChange: [sql`version = version + 1`, sql`updated_at = now()`] },
    );
    tally(ctx, 'rfqs', outcome);
    ctx.rfqIds.set(r.rfqnum, id);
    if (r.lines) {
      const lines = await syncRfqLines(ctx.trx, id, r.lines);
      for (const kind of ['inserted', 'updated', 'unchanged', 'removed'] as const) {
        count(ctx.summary, 'rfqLines', kind, lines[kind]);
      }
      if (outcome === 'unchanged' && lines.inserted + lines.updated + lines.removed > 0) {
        await ctx.trx
          .updateTable('rfq')
          .set({ version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', id)
          .execute();
      }
    }

    // The buyer console's list of the RFQ (issue 17): added, never removed.
    for (const code of r.invitees ?? []) {
      await ctx.trx
        .insertInto('rfq_invitee')
        .values({ rfq_id: id, supplier_id: await supplierId(ctx, code) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    for (const s of r.siteinspections ?? []) {
      const result = await upsertRow(
        ctx.trx,
        'site_inspection',
        { rfq_id: id, buildingcode: s.buildingcode },
        {
          buildingname: s.buildingname,
          contact: s.contact,
          email: s.email,
          phone: s.phone,
          arrangementdetails: s.arrangementdetails,
          replydate: instant(s.replydate, ctx.now),
        },
      );
      tally(ctx, 'siteInspections', result.outcome);
    }
    // How quotations are evaluated (issue 33): exactly the file's criteria, checked (check-consistency.ts).
    if (r.criteria) await replaceCriteria(ctx.trx, id, normalizeCriteria(r.criteria));
    await importDocuments(
      ctx,
      { ownertable: 'RFQ', ownerid: id, supplierId: null, atttype: '' },
      r.documents,
    );
  }
}
