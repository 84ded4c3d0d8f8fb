import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { SERVER_ROOT } from '../server-root.ts';
import type { FileStorage } from '../storage/storage.ts';
import { importData } from './import-service.ts';
import { formatSummary } from './import-summary.ts';

export const DEMO_FILE = join(SERVER_ROOT, 'demo/demo.json');

/**
 * Loads apps/server/demo/demo.json into a database that has no supplier yet, when SEED_DEMO allows;
 * `inTransaction` runs in the import's transaction (the demo's invitation mails are queued there).
 */
export async function seedDemoIfEmpty(
  db: Db,
  storage: FileStorage,
  config: Pick<Config, 'seedDemo'>,
  log: { info(msg: string): void },
  inTransaction?: (trx: Db) => Promise<unknown>,
): Promise<boolean> {
  if (!config.seedDemo) return false;
  const any = await db.selectFrom('supplier').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const data: unknown = JSON.parse(await readFile(DEMO_FILE, 'utf8'));
  const summary = await importData(db, data, { baseDir: dirname(DEMO_FILE), storage, inTransaction });
  log.info(`demo data imported\n${formatSummary(summary)}`);
  return true;
}
