import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { recreateDatabase } from '../lib/postgres.ts';
import { type GeneratedData, generateDataSet } from './generate.ts';

/** Recreates the bench database, migrates it and generates the data set into it. */
export async function prepareBenchDatabase(): Promise<GeneratedData & { url: string }> {
  const url = await recreateDatabase('tender_bench');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await migrateToLatest(handle.db as never);
    return { url, ...(await generateDataSet(handle.db)) };
  } finally {
    await handle.close();
  }
}
