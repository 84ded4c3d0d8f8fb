import type {
  CertificateUpdate,
  DocumentItem,
  LicenceDetail,
  LicenceItem,
  LicenceUpdateBody,
  ScopeDetail,
  ScopeItem,
  ScopeUpdateBody,
  SupplierDetail,
  SupplierUpdateBody,
} from '@tender/api-contract';
import {
  isCertificateSlot,
  isIsoDate,
  isValidHomepageUrl,
  isWithinCertificateLimit,
  todayUtc,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { downloadLinks, listOwnerDocuments, presentDocument } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { presentContact, presentLicence, presentScope, presentSupplier } from './profile-presenter.ts';
import {
  type CertificateChange,
  findSupplier,
  listCertificates,
  listContacts,
  listLicences,
  listScopes,
  type SupplierChanges,
  updateLicence,
  updateSupplier,
  upsertCertificate,
} from './profile-repository.ts';
import { ownSupplierOf } from './supplier-access.ts';

// The use cases of the company profile. Every one starts from ownSupplierOf, so whatever ids a request
// names, only the caller's own supplier, scopes and licences are read or written.

async function documentsOf(
  db: Db,
  caller: SessionUser,
  ownertable: DocumentOwnerTable,
  ownerid: number,
): Promise<DocumentItem[]> {
  const links = await downloadLinks(db);
  const rows = await listOwnerDocuments(db, ownertable, ownerid);
  return rows.map((row) => presentDocument(row, links, caller.sessionId));
}

async function scopesOf(db: Db, supplierId: number, scopeId?: number): Promise<ScopeItem[]> {
  const scopes = await listScopes(db, supplierId, scopeId);
  const certificates = await listCertificates(
    db,
    scopes.map((s) => s.id),
  );
  const today = todayUtc();
  return scopes.map((scope) =>
    presentScope(
      scope,
      certificates.filter((c) => c.svc_scope_id === scope.id),
      today,
    ),
  );
}

export async function getSupplierDetail(
  ctx: AppContext,
  caller: SessionUser,
  suppliername?: string,
): Promise<SupplierDetail> {
  const own = await ownSupplierOf(ctx.db, caller, suppliername);
  const [row, docs, contacts, svcscopelist, licences] = await Promise.all([
    findSupplier(ctx.db, own.id),
    documentsOf(ctx.db, caller, 'SUPPLIER', own.id),
    listContacts(ctx.db, own.id),
    scopesOf(ctx.db, own.id),
    listLicences(ctx.db, own.id),
  ]);
  const today = todayUtc();
  return presentSupplier(row, {
    docs,
    contactlist: contacts.map(presentContact),
    svcscopelist,
    licensecertlist: licences.map((l) => presentLicence(l, today)),
  });
}

/** Changes the editable general information; code and company name are never taken from the request. */
export async function updateSupplierDetail(ctx: AppContext, caller: SessionUser, body: SupplierUpdateBody) {
  const own = await ownSupplierOf(ctx.db, caller, body.suppliername);
  if (body.homepage !== undefined && !isValidHomepageUrl(body.homepage)) {
    throw new AppError(ErrorCode.HOMEPAGE_URL_INVALID);
  }
  const given: SupplierChanges = {
    addressline1: body.addressline1,
    addressline2: body.addressline2,
    addressline3: body.addressline3,
    city: body.address2,
    state: body.address3,
    zip: body.address4,
    phone: body.phone,
    fax: body.fax,
    homepage: body.homepage,
  };
  const changes = Object.fromEntries(
    Object.entries(given)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, (v as string).trim()]),
  ) as SupplierChanges;
  await ctx.db.transaction().execute(async (trx) => {
    await updateSupplier(trx, own.id, changes);
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'profile.update',
      entity: 'supplier',
      entityId: own.id,
      detail: { ...changes },
    });
  });
}

export async function getScopeDetail(
  ctx: AppContext,
  caller: SessionUser,
  suppliername: string | undefined,
  scopeId: number,
): Promise<ScopeDetail> {
  const own = await ownSupplierOf(ctx.db, caller, suppliername);
  const [scope] = await scopesOf(ctx.db, own.id, scopeId);
  if (!scope) throw new AppError(ErrorCode.FORBIDDEN);
  return { ...scope, docs: await documentsOf(ctx.db, caller, 'SVCSCOPE', scopeId) };
}

function certificateChangeOf(update: CertificateUpdate): CertificateChange {
  const date = update.certexpdate === undefined ? undefined : (update.certexpdate ?? '').trim();
  if (date !== undefined && date !== '' && !isIsoDate(date)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: `certexpdate ${date}` });
  }
  return {
    slot: update.slot,
    cert: update.cert?.trim(),
    certdesc: update.certdesc?.trim(),
    certid: update.certid?.trim(),
    certexpdate: date === undefined ? undefined : date === '' ? null : date,
  };
}

/** Checks a scope's certificate list: at most 5, each in a slot 1-5, no slot twice. */
function checkCertificates(certificates: CertificateUpdate[]): void {
  if (
    !isWithinCertificateLimit(certificates.length) ||
    certificates.some((c) => !isCertificateSlot(c.slot))
  ) {
    throw new AppError(ErrorCode.TOO_MANY_CERTIFICATES);
  }
  if (new Set(certificates.map((c) => c.slot)).size !== certificates.length) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'certificates: a slot is given twice' });
  }
}

/** Saves certificate ids, descriptions, names and expiry dates of the caller's scopes, all or nothing. */
export async function updateScopes(
  ctx: AppContext,
  caller: SessionUser,
  body: ScopeUpdateBody,
): Promise<ScopeItem[]> {
  const own = await ownSupplierOf(ctx.db, caller, body.suppliername);
  const updates = body.updateDetail.map((entry) => {
    checkCertificates(entry.certificates);
    return { scopeId: Number(entry.svcscopeid), changes: entry.certificates.map(certificateChangeOf) };
  });
  await ctx.db.transaction().execute(async (trx) => {
    for (const { scopeId, changes } of updates) {
      const [scope] = await listScopes(trx, own.id, scopeId);
      if (!scope) throw new AppError(ErrorCode.FORBIDDEN);
      for (const change of changes) await upsertCertificate(trx, scopeId, change);
      await writeAudit(trx, {
        userId: caller.userId,
        action: 'profile.scope.update',
        entity: 'svc_scope',
        entityId: scopeId,
        detail: { certificates: changes },
      });
    }
  });
  const scopeIds = new Set(updates.map((u) => u.scopeId));
  return (await scopesOf(ctx.db, own.id)).filter((s) => scopeIds.has(s.svcscopeid));
}

export async function getLicenceDetail(
  ctx: AppContext,
  caller: SessionUser,
  suppliername: string | undefined,
  licenceId: number,
): Promise<LicenceDetail> {
  const own = await ownSupplierOf(ctx.db, caller, suppliername);
  const [licence] = await listLicences(ctx.db, own.id, licenceId);
  if (!licence) throw new AppError(ErrorCode.FORBIDDEN);
  return {
    ...presentLicence(licence, todayUtc()),
    docs: await documentsOf(ctx.db, caller, 'LICENSECERT', licenceId),
  };
}

export async function updateLicenceDetail(
  ctx: AppContext,
  caller: SessionUser,
  body: LicenceUpdateBody,
): Promise<LicenceItem | null> {
  const own = await ownSupplierOf(ctx.db, caller, body.suppliername);
  const licenceId = Number(body.licensecertid);
  const date = body.expirydate === undefined ? undefined : (body.expirydate ?? '').trim();
  if (date !== undefined && date !== '' && !isIsoDate(date)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: `expirydate ${date}` });
  }
  const changes: { description?: string; expirydate?: string | null } = {};
  if (body.description !== undefined) changes.description = body.description.trim();
  if (date !== undefined) changes.expirydate = date === '' ? null : date;
  await ctx.db.transaction().execute(async (trx) => {
    const [licence] = await listLicences(trx, own.id, licenceId);
    if (!licence) throw new AppError(ErrorCode.FORBIDDEN);
    await updateLicence(trx, own.id, licenceId, changes);
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'profile.licence.update',
      entity: 'license_cert',
      entityId: licenceId,
      detail: changes,
    });
  });
  const [saved] = await listLicences(ctx.db, own.id, licenceId);
  return saved ? presentLicence(saved, todayUtc()) : null;
}
