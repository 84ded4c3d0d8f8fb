import { type DocumentOwner, forbidden, ownSupplierOnly, supplierWrites } from '../documents/index.ts';

// The files of a supplier's profile (spec 9): the company's own, a service scope's certificates and a
// licence's; each changed and read by the supplier's own users only, images limited to 2 MB.

export function profileDocumentOwners(): DocumentOwner[] {
  return [
    {
      ownertable: 'SUPPLIER',
      limitsImages: true,
      canRead: ownSupplierOnly,
      authorizeWrite: supplierWrites(async (_trx, supplierId, ownerid) => {
        if (ownerid !== supplierId) throw forbidden();
        return supplierId;
      }),
    },
    {
      ownertable: 'SVCSCOPE',
      limitsImages: true,
      canRead: ownSupplierOnly,
      authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
        const scope = await trx
          .selectFrom('svc_scope')
          .select('id')
          .where('id', '=', ownerid)
          .where('supplier_id', '=', supplierId)
          .executeTakeFirst();
        if (!scope) throw forbidden();
        return supplierId;
      }),
    },
    {
      ownertable: 'LICENSECERT',
      limitsImages: true,
      canRead: ownSupplierOnly,
      authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
        const licence = await trx
          .selectFrom('license_cert')
          .select('id')
          .where('id', '=', ownerid)
          .where('supplier_id', '=', supplierId)
          .executeTakeFirst();
        if (!licence) throw forbidden();
        return supplierId;
      }),
    },
  ];
}
