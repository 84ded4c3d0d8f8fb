import { type DocumentOwner, forbidden, ownSupplierOnly, supplierWrites } from '../documents/index.ts';

/** A work order's attachments (spec 6): read by its supplier, changed by the workflow owner only. */
export const workOrderDocumentOwner: DocumentOwner = {
  ownertable: 'WO',
  limitsImages: false,
  canRead: ownSupplierOnly,
  authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
    const order = await trx
      .selectFrom('work_order')
      .select('workflowowner')
      .where('id', '=', ownerid)
      .where('supplier_id', '=', supplierId)
      .executeTakeFirst();
    if (!order?.workflowowner) throw forbidden();
    return supplierId;
  }),
};
