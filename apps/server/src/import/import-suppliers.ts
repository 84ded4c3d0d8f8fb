import type { ImportScope, ImportSupplier } from '@tender/api-contract';
import { certificateAttachmentType } from '@tender/domain';
import { sql } from 'kysely';
import { type ImportContext, importDocuments, tally } from './import-context.ts';
import { optionalDate } from './import-dates.ts';
import { upsertRow } from './upsert-row.ts';

async function importScope(ctx: ImportContext, supplier: number, scope: ImportScope): Promise<void> {
  const { id, outcome } = await upsertRow(
    ctx.trx,
    'svc_scope',
    { supplier_id: supplier, svcscope: scope.svcscope },
    { description: scope.description },
  );
  tally(ctx, 'scopes', outcome);
  for (const cert of scope.certificates ?? []) {
    const certexpdate = optionalDate(cert.certexpdate, ctx.now);
    const result = await upsertRow(
      ctx.trx,
      'svc_scope_cert',
      { svc_scope_id: id, slot: cert.slot },
      { cert: cert.cert, certdesc: cert.certdesc, certid: cert.certid, certexpdate },
      { noId: true },
    );
    tally(ctx, 'certificates', result.outcome);
    // A certificate's attachments belong to the scope and are told apart by their type certNN.
    const atttype = certificateAttachmentType(cert.slot);
    await importDocuments(
      ctx,
      { ownertable: 'SVCSCOPE', ownerid: id, supplierId: supplier, atttype },
      cert.files?.map((f) => ({ ...f, atttype })),
    );
  }
}

/** Suppliers with their contacts, service scopes and certificates, licences and documents. */
export async function importSuppliers(ctx: ImportContext, suppliers: ImportSupplier[]): Promise<void> {
  for (const s of suppliers) {
    const { id, outcome } = await upsertRow(
      ctx.trx,
      'supplier',
      { code: s.code },
      {
        name: s.name,
        addressline1: s.addressline1,
        addressline2: s.addressline2,
        addressline3: s.addressline3,
        city: s.city,
        state: s.state,
        zip: s.zip,
        phone: s.phone,
        fax: s.fax,
        homepage: s.homepage,
      },
      { onChange: [sql`updated_at = now()`] },
    );
    tally(ctx, 'suppliers', outcome);
    ctx.supplierIds.set(s.code, id);

    for (const c of s.contacts ?? []) {
      const result = await upsertRow(
        ctx.trx,
        'contact',
        { supplier_id: id, email: c.email },
        {
          contact: c.contact,
          salutation: c.salutation,
          position: c.position,
          phone: c.phone,
          fax: c.fax,
          status: c.status,
          emailverified: c.emailverified,
        },
      );
      tally(ctx, 'contacts', result.outcome);
    }
    for (const scope of s.scopes ?? []) await importScope(ctx, id, scope);
    for (const l of s.licenses ?? []) {
      const expirydate = optionalDate(l.expirydate, ctx.now);
      const licence = await upsertRow(
        ctx.trx,
        'license_cert',
        { supplier_id: id, certkey: l.certkey },
        { description: l.description, expirydate },
      );
      tally(ctx, 'licenses', licence.outcome);
      await importDocuments(
        ctx,
        { ownertable: 'LICENSECERT', ownerid: licence.id, supplierId: id, atttype: '' },
        l.files,
      );
    }
    await importDocuments(ctx, { ownertable: 'SUPPLIER', ownerid: id, supplierId: id, atttype: '' }, s.files);
  }
}
