import { type DocumentOwner, forbidden, ownSupplierOnly, supplierWrites } from '../documents/index.ts';
import { findOwnWorkOrder } from './work-order-repository.ts';

/** A work order's attachments (spec 6): read by its supplier, changed by the workflow owner only. */
export const workOrderDocumentOwner: DocumentOwner = {
  ownertable: 'WO',
  limitsImages: false,
  canRead: ownSupplierOnly,
  authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
    const order = await findOwnWorkOrder(trx, supplierId, ownerid);
    if (!order?.workflowowner) throw forbidden();
    return supplierId;
  }),
};
