import { randomUUID } from 'node:crypto';
import type { BuyerLeftOutSupplier, BuyerRfqCopyBody, ImportLine } from '@tender/api-contract';
import type { Criterion } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/connect.ts';
import { readCriteria, replaceCriteria } from '../db/rfq-criteria.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { insertDocument } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import type { FileStorage } from '../storage/storage.ts';
import { addInvitees } from './invitation-repository.ts';
import type { RfqColumns } from './rfq-fields.ts';
import { asImportLines, readRfqLines, replaceRfqLines } from './rfq-lines.ts';
import { type InspectionRow, readSiteInspections, replaceSiteInspections } from './rfq-repository.ts';
import { insertNumberedDraft } from './rfq-save-service.ts';
import { type BuyerRfq, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';
import {
  findTemplate,
  invitableSuppliers,
  invitedCodes,
  type OwnerFile,
  ownerFiles,
} from './template-repository.ts';

// /buyer/rfq/copy (issue 33, item 1): a new draft from an RFQ of the site or from a template. What a copy
// takes is `DraftContent`: the RFQ's own fields but its dates, the lines' definitions (rfq_line: never a
// price, the quotations are udztb_line and are never read here), the site inspections without their
// reply dates and the invitees' codes; the attachments are copied as new files (same bytes, new keys and
// ids). Questions, revisions, mails, awards and the audit stay with the source. A template keeps the same
// content as JSON (template-service.ts), so a copy and a template agree by construction.

/** The RFQ fields a copy keeps: everything but the closing date. */
export type CopiedFields = Omit<RfqColumns, 'closingdate' | 'closingdate_set'>;

export interface DraftContent {
  fields: CopiedFields;
  lines: ImportLine[];
  siteinspections: Omit<InspectionRow, 'replydate'>[];
  /** Supplier codes, re-checked when a draft is made from them. */
  suppliers: string[];
  /** How quotations are evaluated (issue 33); absent from a template saved before criteria existed. */
  criteria?: Criterion[];
}

/** What a copy takes of an RFQ (no date, no price). */
export async function readRfqContent(db: Db, rfq: BuyerRfq): Promise<DraftContent> {
  const [lines, inspections, suppliers, criteria] = await Promise.all([
    readRfqLines(db, rfq.id),
    readSiteInspections(db, rfq.id),
    invitedCodes(db, rfq.id),
    readCriteria(db, rfq.id),
  ]);
  return {
    fields: {
      description: rfq.description,
      tendercollectvia: rfq.tendercollectvia,
      bidmethod: rfq.bidmethod,
      contact1: rfq.contact1,
      email1: rfq.email1,
      phone1: rfq.phone1,
      contact2: rfq.contact2,
      email2: rfq.email2,
      phone2: rfq.phone2,
      remark: rfq.remark,
      pricenegotiation: rfq.pricenegotiation,
      hassiteinspection: rfq.hassiteinspection,
      currency: rfq.currency,
      opening_quorum: rfq.opening_quorum === 2 ? 2 : 1,
    },
    lines: asImportLines(lines),
    siteinspections: inspections.map(({ replydate: _date, ...rest }) => rest),
    suppliers,
    criteria,
  };
}

/** Files copied in the storage (new keys), for document rows of a new owner. */
export interface CopiedFile extends Omit<OwnerFile, 'storage_key' | 'size'> {
  size: number;
  storageKey: string;
}

/**
 * Copies the files' bytes under new keys (`upload/<uuid>`: the orphan sweeper removes them if their rows
 * never commit). Whatever fails, the copies made so far are removed.
 */
export async function copyFiles(storage: FileStorage, files: readonly OwnerFile[]): Promise<CopiedFile[]> {
  const copied: CopiedFile[] = [];
  try {
    for (const { storage_key: from, size: _size, ...file } of files) {
      const storageKey = `upload/${randomUUID()}`;
      const { size } = await storage.put(storageKey, await storage.get(from));
      copied.push({ ...file, size, storageKey });
    }
    return copied;
  } catch (error) {
    await removeFiles(
      storage,
      copied.map((file) => file.storageKey),
    );
    throw error;
  }
}

/** Removes stored files (missing ones are no error). */
export async function removeFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.remove(key);
}

/** Writes the copied files as documents of their new owner. */
export async function insertCopiedFiles(
  trx: Db,
  user: SessionUser,
  owner: { ownertable: DocumentOwnerTable; ownerid: number },
  files: readonly CopiedFile[],
): Promise<void> {
  for (const file of files) {
    await insertDocument(trx, { ...owner, ...file, supplierId: null, createdBy: user.userId });
  }
}

/** The codes that can still be invited, and the others (named) left out. */
async function recheckSuppliers(
  trx: Db,
  codes: readonly string[],
): Promise<{ invited: { id: number; code: string }[]; leftout: BuyerLeftOutSupplier[] }> {
  if (codes.length === 0) return { invited: [], leftout: [] };
  const rows = await invitableSuppliers(trx, codes);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const invited: { id: number; code: string }[] = [];
  const leftout: BuyerLeftOutSupplier[] = [];
  for (const code of codes) {
    const row = byCode.get(code);
    if (row?.invitable) invited.push({ id: row.id, code });
    else leftout.push({ code, name: row?.name ?? '' });
  }
  return { invited, leftout };
}

interface CopySource {
  content: DraftContent;
  files: OwnerFile[];
  /** The audit's note of where the draft came from. */
  from: Record<string, unknown>;
}

async function sourceOf(ctx: AppContext, user: SessionUser, body: BuyerRfqCopyBody): Promise<CopySource> {
  const { rfqnum, templateid } = body;
  if (rfqnum !== undefined && templateid === undefined) {
    const rfq = await findBuyerRfq(ctx.db, user, rfqnum);
    return {
      content: await readRfqContent(ctx.db, rfq),
      files: await ownerFiles(ctx.db, 'RFQ', rfq.id),
      from: { from: rfq.rfqnum },
    };
  }
  // Both or neither: the contract cannot say "exactly one" in a way every validator enforces.
  if (templateid === undefined || rfqnum !== undefined) throw new AppError(ErrorCode.BAD_REQUEST);
  const template = await findTemplate(ctx.db, user.siteid, templateid);
  if (!template) throw new AppError(ErrorCode.NO_SUCH_TEMPLATE);
  return {
    content: template.content as DraftContent,
    files: await ownerFiles(ctx.db, 'TEMPLATE', template.id),
    from: { template: template.name },
  };
}

/**
 * Makes a new draft of the buyer's site from an RFQ or a template: one transaction for the RFQ, its lines,
 * site inspections, invitees, documents and audit; the files are copied first and removed if it fails.
 * The closing date is a placeholder (now, `closingdate_set` false) the console shows blank.
 */
export async function copyRfq(
  ctx: AppContext,
  user: SessionUser,
  body: BuyerRfqCopyBody,
): Promise<{ rfqnum: string; version: number; leftout: BuyerLeftOutSupplier[] }> {
  const source = await sourceOf(ctx, user, body);
  const files = await copyFiles(ctx.storage, source.files);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { content } = source;
      const created = await insertNumberedDraft(trx, ctx.config, user, {
        ...content.fields,
        closingdate: new Date(),
        closingdate_set: false,
      });
      await replaceRfqLines(trx, created.id, content.lines);
      await replaceSiteInspections(
        trx,
        created.id,
        content.siteinspections.map((s) => ({ ...s, replydate: null })),
      );
      await replaceCriteria(trx, created.id, content.criteria ?? []);
      const { invited, leftout } = await recheckSuppliers(trx, content.suppliers);
      if (invited.length > 0) {
        await addInvitees(
          trx,
          invited.map((s) => ({ rfq_id: created.id, supplier_id: s.id, invited_by: user.userId })),
        );
      }
      await insertCopiedFiles(trx, user, { ownertable: 'RFQ', ownerid: created.id }, files);
      await writeRfqAudit(trx, user, created, 'rfq.copy', {
        toStatus: 'DRAFT',
        detail: {
          ...source.from,
          lines: content.lines.length,
          documents: files.length,
          suppliers: invited.map((s) => s.code),
          leftout: leftout.map((s) => s.code),
        },
      });
      return { rfqnum: created.rfqnum, version: 0, leftout };
    });
  } catch (error) {
    await removeFiles(
      ctx.storage,
      files.map((file) => file.storageKey),
    );
    throw error;
  }
}
