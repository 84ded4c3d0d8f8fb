import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, several projects: pure domain rules, the contract, server units, the web's units, the scripts,
// and the API suite that boots a real server on a real database: PostgreSQL when TEST_DATABASE_URL is set,
// and PGlite for the files of apps/server/test/helpers/test-db.ts's bothDatabases (PGlite alone without it).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/api-contract/src/**/*.test.ts'] } },
      { test: { name: 'server-unit', include: ['apps/server/src/**/*.test.ts'] } },
      {
        // The app's own `@/` imports, as apps/web/vite.config.ts resolves them.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], exclude: ['scripts/fixtures/**'] } },
      {
        test: {
          name: 'server-api',
          include: ['apps/server/test/**/*.test.ts'],
          // One migrated database of each kind per run, copied for each test's own.
          globalSetup: ['apps/server/test/helpers/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (CI has 2 cores): each file has its own databases, data folders and ports,
          // and much of a file's time is spent waiting on PostgreSQL, the disk or a timer.
          maxWorkers: 2,
        },
      },
    ],
  },
});
