import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { importData } from '../../apps/server/src/import/import-service.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/import/seed-demo.ts';
import { openStorage } from '../../apps/server/src/storage/open-storage.ts';

// Starts the built portal for the browser tests: a fresh data folder with the demo data (a copy of the
// data folder E2E_DEMO_TEMPLATE when support/servers.ts made one, else seeded here), then every fixture of
// E2E_FIXTURES (or the files E2E_FIXTURE_FILES lists) through the importer (the same path an ERP feed
// takes), then the server itself.
const config = loadConfig();
rmSync(config.dataDir, { recursive: true, force: true });
const template = process.env.E2E_DEMO_TEMPLATE;
if (template) cpSync(template, config.dataDir, { recursive: true });

const handle = await openDatabase({ dataDir: config.dataDir });
await migrateToLatest(handle.db as never);
const storage = openStorage(config.storage);
const quiet = { info() {}, warn() {}, error() {} };
await seedDemoIfEmpty(handle.db, storage, config, quiet as never);
const fixtures = process.env.E2E_FIXTURES;
if (fixtures) {
  for (const file of readdirSync(fixtures)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(join(fixtures, file), 'utf8'));
    await importData(handle.db, data, { baseDir: fixtures, storage });
  }
}
// A server that needs only some fixtures names them (the SMTP portal: supplier-registration.spec.ts).
for (const file of (process.env.E2E_FIXTURE_FILES ?? '').split(',').filter(Boolean)) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  await importData(handle.db, data, { baseDir: dirname(file), storage });
}
await handle.close();

const { app } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
