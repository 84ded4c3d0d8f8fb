import type { ImportRfq } from '@tender/api-contract';
import { type ImportContext, importDocuments, tally } from './import-context.ts';
import { optionalInstant as instant } from './import-dates.ts';
import { upsertRow } from './upsert-row.ts';

/** RFQs with their site inspections and tender attachments; the lines go to each tender. */
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
      },
    );
    tally(ctx, 'rfqs', outcome);
    ctx.rfqIds.set(r.rfqnum, id);

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
    await importDocuments(
      ctx,
      { ownertable: 'RFQ', ownerid: id, supplierId: null, atttype: '' },
      r.documents,
    );
  }
}
