import type { ImportFileRef } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { DocumentContext, DocumentOwner } from './import-documents.ts';
import { importDocument } from './import-documents.ts';
import { count, type ImportSection, type ImportSummary } from './import-summary.ts';

/** State shared by the section importers inside the one import transaction. */
export interface ImportContext extends DocumentContext {
  trx: Db;
  storage: FileStorage;
  now: Date;
  summary: ImportSummary;
  supplierIds: Map<string, number>;
  rfqIds: Map<string, number>;
}

export function tally(
  ctx: ImportContext,
  section: ImportSection,
  outcome: 'inserted' | 'updated' | 'unchanged',
): void {
  count(ctx.summary, section, outcome);
}

export async function importDocuments(
  ctx: ImportContext,
  owner: DocumentOwner,
  refs: ImportFileRef[] | undefined,
): Promise<void> {
  for (const ref of refs ?? []) {
    tally(
      ctx,
      'documents',
      await importDocument(ctx, { ...owner, atttype: ref.atttype ?? owner.atttype }, ref),
    );
  }
}

// References were checked before the transaction began, so a miss here is a programming error.
export async function supplierId(ctx: ImportContext, code: string): Promise<number> {
  const known = ctx.supplierIds.get(code);
  if (known !== undefined) return known;
  const row = await ctx.trx
    .selectFrom('supplier')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  ctx.supplierIds.set(code, row.id);
  return row.id;
}

export async function rfqId(ctx: ImportContext, rfqnum: string): Promise<number> {
  const known = ctx.rfqIds.get(rfqnum);
  if (known !== undefined) return known;
  const row = await ctx.trx
    .selectFrom('rfq')
    .select('id')
    .where('rfqnum', '=', rfqnum)
    .executeTakeFirstOrThrow();
  ctx.rfqIds.set(rfqnum, row.id);
  return row.id;
}
