import { type DocumentOwner, forbidden, ownSupplierOnly, supplierWrites } from '../documents/index.ts';
import { isOwnLicence, isOwnScope } from './profile-repository.ts';

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
        if (!(await isOwnScope(trx, supplierId, ownerid))) throw forbidden();
        return supplierId;
      }),
    },
    {
      ownertable: 'LICENSECERT',
      limitsImages: true,
      canRead: ownSupplierOnly,
      authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
        if (!(await isOwnLicence(trx, supplierId, ownerid))) throw forbidden();
        return supplierId;
      }),
    },
  ];
}
