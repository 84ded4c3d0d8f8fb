import type { ImportFile, ImportLine } from '@tender/api-contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { FileStorage } from '../storage/storage.ts';
import { checkCollection } from './check-collection.ts';
import { checkConsistency } from './check-consistency.ts';
import { checkDrafts } from './check-drafts.ts';
import { checkHistory } from './check-history.ts';
import { checkReferences } from './check-references.ts';
import { checkRounds } from './check-rounds.ts';
import type { ImportContext } from './import-context.ts';
import type { FileChanges } from './import-documents.ts';
import { ImportValidationError } from './import-errors.ts';
import { checkFiles } from './import-file-refs.ts';
import { importMessages } from './import-messages.ts';
import { importQuestions } from './import-questions.ts';
import { importRfqs } from './import-rfqs.ts';
import { importSites } from './import-sites.ts';
import { emptySummary, type ImportSummary } from './import-summary.ts';
import { importSuppliers } from './import-suppliers.ts';
import { importTenders } from './import-tenders.ts';
import { importUsers } from './import-users.ts';
import { importWorkOrders } from './import-work-orders.ts';
import { validateImportSchema } from './validate-schema.ts';

// An arbitrary constant naming the importer's advisory lock.
const IMPORT_LOCK = 7_310_402_611;

export interface ImportOptions {
  /** Directory that file paths of the import are relative to (the JSON file's directory). */
  baseDir: string;
  storage: FileStorage;
  /** The day relative dates (today+20d) count from; defaults to the current time. */
  now?: Date;
  /** Runs last in the import's transaction: the invitations' mails are queued there (cli/import.ts). */
  inTransaction?: (trx: Db) => Promise<unknown>;
}

/**
 * Checks the whole file first (schema, consistency, references, files) and throws ImportValidationError
 * with every problem; otherwise writes it in one transaction. Idempotent: a repeat changes nothing.
 */
export async function validateImport(db: Db, data: unknown, opts: ImportOptions): Promise<ImportFile> {
  const now = opts.now ?? new Date();
  const schema = validateImportSchema(data);
  // References and files are checked on a malformed file too, so one refusal lists every problem;
  // the consistency rules need the schema's shape.
  const issues = [
    ...(schema.ok
      ? [
          ...checkConsistency(schema.data, now),
          ...(await checkDrafts(db, schema.data)),
          ...(await checkCollection(db, schema.data)),
          ...(await checkRounds(db, schema.data, now)),
          ...(await checkHistory(db, schema.data, now)),
        ]
      : schema.issues),
    ...(await checkReferences(db, data)),
    ...(await checkFiles(data, opts.baseDir)),
  ];
  if (issues.length > 0 || !schema.ok) throw new ImportValidationError(issues);
  return schema.data;
}

async function writeAll(ctx: ImportContext, data: ImportFile): Promise<void> {
  const rfqLines = new Map<string, ImportLine[]>();
  for (const r of data.rfqs ?? []) if (r.lines) rfqLines.set(r.rfqnum, r.lines);
  await importSuppliers(ctx, data.suppliers ?? []);
  await importUsers(ctx, data.users ?? []);
  await importSites(ctx, data.sites ?? []);
  await importRfqs(ctx, data.rfqs ?? []);
  await importTenders(ctx, data.invitations ?? [], rfqLines);
  await importQuestions(ctx, data.questions ?? []);
  await importWorkOrders(ctx, data.workorders ?? []);
  await importMessages(ctx, data.messages ?? []);
}

export async function importData(db: Db, data: unknown, opts: ImportOptions): Promise<ImportSummary> {
  const now = opts.now ?? new Date();
  const file = await validateImport(db, data, { ...opts, now });
  const summary = emptySummary();
  const changes: FileChanges = { written: [], replaced: [] };
  try {
    await db.transaction().execute(async (trx) => {
      // Imports run one at a time (several servers seeding one PostgreSQL at start, or a CLI import
      // meanwhile): the second waits, then finds everything in place and changes nothing.
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
      await writeAll(
        {
          trx,
          storage: opts.storage,
          baseDir: opts.baseDir,
          changes,
          now,
          summary,
          supplierIds: new Map(),
          rfqIds: new Map(),
        },
        file,
      );
      await opts.inTransaction?.(trx);
    });
  } catch (err) {
    // Bytes written for a rolled-back import would be orphans: no document row points at them.
    await Promise.all(changes.written.map((key) => opts.storage.remove(key)));
    throw err;
  }
  await Promise.all(changes.replaced.map((key) => opts.storage.remove(key)));
  return summary;
}
