import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { type DocumentOwner, forbidden, ownSupplierOnly, supplierWrites } from '../documents/index.ts';
import { isSuppliers } from './profile-repository.ts';

// The files of a supplier's profile (spec 9): the company's own, a service scope's certificates and a
// licence's; each changed and read by the supplier's own users only, images limited to 2 MB.

/** The files of a row of the supplier's profile, changed only by its own supplier's users. */
function profileOwner(
  ownertable: DocumentOwnerTable,
  isOwn: (db: Db, supplierId: number, ownerid: number) => Promise<boolean>,
): DocumentOwner {
  return {
    ownertable,
    limitsImages: true,
    canRead: ownSupplierOnly,
    authorizeWrite: supplierWrites(async (trx, supplierId, ownerid) => {
      if (!(await isOwn(trx, supplierId, ownerid))) throw forbidden();
      return supplierId;
    }),
  };
}

export function profileDocumentOwners(): DocumentOwner[] {
  return [
    profileOwner('SUPPLIER', async (_db, supplierId, ownerid) => ownerid === supplierId),
    profileOwner('SVCSCOPE', (db, supplierId, ownerid) => isSuppliers(db, 'svc_scope', supplierId, ownerid)),
    profileOwner('LICENSECERT', (db, supplierId, ownerid) =>
      isSuppliers(db, 'license_cert', supplierId, ownerid),
    ),
  ];
}
