import type { ImportWorkOrder } from '@tender/api-contract';
import { type ImportContext, importDocuments, supplierId, tally } from './import-context.ts';
import { optionalInstant } from './import-dates.ts';
import { upsertRow } from './upsert-row.ts';

/** Corrective-maintenance work orders (worktype CM) with their documents. */
export async function importWorkOrders(ctx: ImportContext, workorders: ImportWorkOrder[]): Promise<void> {
  for (const w of workorders) {
    const supplier = await supplierId(ctx, w.supplier);
    const at = (value: string | null | undefined) => optionalInstant(value, ctx.now);
    const { id, outcome } = await upsertRow(
      ctx.trx,
      'work_order',
      { wonum: w.wonum },
      {
        supplier_id: supplier,
        description: w.description,
        locationdesc: w.locationdesc,
        assetnum: w.assetnum,
        assetdesc: w.assetdesc,
        status: w.status,
        statusdate: at(w.statusdate),
        createdate: at(w.createdate) ?? undefined,
        createby: w.createby,
        lead: w.lead,
        targstartdate: at(w.targstartdate),
        targcompdate: at(w.targcompdate),
        schedstart: at(w.schedstart),
        schedfinish: at(w.schedfinish),
        actfinish: at(w.actfinish),
        workflowowner: w.workflowowner,
      },
    );
    tally(ctx, 'workorders', outcome);
    await importDocuments(ctx, { ownertable: 'WO', ownerid: id, supplierId: supplier, atttype: '' }, w.files);
  }
}
