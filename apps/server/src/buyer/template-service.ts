import type { BuyerTemplate, BuyerTemplateSaveBody } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { copyFiles, insertCopiedFiles, readRfqContent, removeFiles } from './rfq-copy-service.ts';
import { findBuyerRfq } from './rfq-scope.ts';
import {
  deleteOwnerFiles,
  deleteTemplate,
  findTemplateByName,
  insertTemplate,
  listTemplates,
  ownerFiles,
  updateTemplate,
} from './template-repository.ts';

// /buyer/template/list|save|delete (issue 33, item 1): named starting points of a site's tenders. A
// template holds what a copy of its RFQ would take (rfq-copy-service.ts DraftContent, as JSON) and copies
// of the RFQ's files (documents of ownertable TEMPLATE, never downloadable by anyone: no owner policy).
// Files are copied before the transaction and removed if it fails; a replaced or deleted template's old
// files are removed once the change has committed.

export async function listSiteTemplates(db: Db, user: SessionUser): Promise<BuyerTemplate[]> {
  const rows = await listTemplates(db, user.siteid);
  return rows.map((row) => ({
    templateid: row.id,
    name: row.name,
    description: row.description,
    lines: row.lines,
    documents: row.documents,
    suppliers: row.suppliers,
    updatedat: new Date(row.updated_at).toISOString(),
    updatedby: row.updatedby,
  }));
}

/**
 * Saves the RFQ `rfqnum` of the site as the template `name`: a new one, or (with `replace`) over the
 * site's template of that name, whatever its case (else 5600023, a concurrent save of the same name too).
 */
export async function saveTemplate(
  ctx: AppContext,
  user: SessionUser,
  body: BuyerTemplateSaveBody,
): Promise<{ templateid: number }> {
  const name = body.name.trim();
  const rfq = await findBuyerRfq(ctx.db, user, body.rfqnum);
  const content = JSON.stringify(await readRfqContent(ctx.db, rfq));
  const files = await copyFiles(ctx.storage, await ownerFiles(ctx.db, 'RFQ', rfq.id));
  let replaced: string[] = [];
  try {
    const templateid = await ctx.db.transaction().execute(async (trx) => {
      const existing = await findTemplateByName(trx, user.siteid, name);
      if (existing && body.replace !== true) throw new AppError(ErrorCode.TEMPLATE_NAME_TAKEN);
      let id: number;
      if (existing) {
        id = existing.id;
        await updateTemplate(trx, id, { name, content, updated_by: user.userId });
        replaced = await deleteOwnerFiles(trx, 'TEMPLATE', id);
      } else {
        id = await insertTemplate(trx, {
          siteid: user.siteid,
          name,
          content,
          created_by: user.userId,
          updated_by: user.userId,
        });
      }
      await insertCopiedFiles(trx, user, { ownertable: 'TEMPLATE', ownerid: id }, files);
      await writeAudit(trx, {
        userId: user.userId,
        action: existing ? 'template.replace' : 'template.save',
        entity: 'rfq_template',
        entityId: id,
        // The name as the buyer typed it is text, not JSON: jsonb refuses a lone surrogate's escape.
        comment: name,
        detail: { from: rfq.rfqnum },
      });
      return id;
    });
    await removeFiles(ctx.storage, replaced);
    return { templateid };
  } catch (error) {
    await removeFiles(
      ctx.storage,
      files.map((file) => file.storageKey),
    );
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.TEMPLATE_NAME_TAKEN);
    throw error;
  }
}

/** Deletes a template of the site and its files (another site's or none: 5600024). */
export async function removeTemplate(ctx: AppContext, user: SessionUser, templateid: number): Promise<void> {
  const keys = await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteTemplate(trx, user.siteid, templateid))) throw new AppError(ErrorCode.NO_SUCH_TEMPLATE);
    await writeAudit(trx, {
      userId: user.userId,
      action: 'template.delete',
      entity: 'rfq_template',
      entityId: templateid,
    });
    return deleteOwnerFiles(trx, 'TEMPLATE', templateid);
  });
  await removeFiles(ctx.storage, keys);
}
