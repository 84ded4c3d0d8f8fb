import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, formatViolation, importSpecifiers } from './check-architecture.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/architecture');
const lines = (tree: string) => checkArchitecture(path.join(FIXTURES, tree)).map(formatViolation);

describe('check-architecture', () => {
  it('passes a tree that keeps every rule (features through index.ts, tests exempt, composition root free)', () => {
    expect(lines('clean')).toEqual([]);
  });

  it('names each broken rule, one line per import', () => {
    expect(lines('violations')).toEqual([
      'apps/web/src/features/tenders/pages/detail-page.tsx: imports apps/web/src/app/layout.tsx (web-app-only-from-main)',
      'apps/web/src/hooks/use-layout.ts: imports apps/web/src/app/layout.tsx (web-app-only-from-main)',
      'apps/web/src/lib/format.ts: imports apps/web/src/features/tenders/index.ts (web-shared-no-feature)',
      'apps/web/src/features/staff/hard-copy.tsx: imports apps/web/src/features/tenders/lib/lines.ts (web-feature-through-index)',
      'apps/web/src/features/staff/hard-copy.tsx: imports apps/web/src/features/tenders/pages/detail-page.tsx (web-feature-through-index)',
      'apps/web/src/features/staff/load-page.ts: imports apps/web/src/features/tenders/pages/detail-page.tsx (web-feature-through-index)',
      'apps/web/src/features/staff/re-export.ts: imports apps/web/src/features/tenders/lib/lines.ts (web-feature-through-index)',
      'apps/server/src/http/authenticate.ts: imports apps/server/src/auth/session-service.ts (server-shared-no-feature)',
      'apps/server/src/tenders/tender-access.ts: imports apps/server/src/auth/session-service.ts (server-feature-through-index)',
      'packages/domain/src/index.ts: imports apps/web/src/lib/api-client.ts (domain-standalone)',
      'packages/domain/src/index.ts: imports packages/api-contract/src/index.ts (domain-standalone)',
      'packages/api-contract/src/index.ts: imports node:fs (contract-deps)',
      'packages/api-contract/src/index.ts: imports zod (contract-deps)',
    ]);
  });

  it('resolves the @/ alias, folders to their index.ts, and .js to .ts', () => {
    const found = lines('violations');
    // '@/features/tenders/lib/lines' (no extension) and '@/features/tenders' (a folder)
    expect(found).toContain(
      'apps/web/src/features/staff/hard-copy.tsx: imports apps/web/src/features/tenders/lib/lines.ts (web-feature-through-index)',
    );
    expect(found).toContain(
      'apps/web/src/lib/format.ts: imports apps/web/src/features/tenders/index.ts (web-shared-no-feature)',
    );
    // '../auth/session-service.js'
    expect(found).toContain(
      'apps/server/src/http/authenticate.ts: imports apps/server/src/auth/session-service.ts (server-shared-no-feature)',
    );
  });

  it('reads every kind of import', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export * from './d';",
      "export type { E } from './e';",
      "const f = () => import('./f');",
      'const g = import(`./g`);',
      "type H = typeof import('./h');",
      "import i = require('./i');",
      'export const el = <div>{a}</div>;',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a',
      './b',
      './c.css',
      './d',
      './e',
      './i',
      './f',
      './g',
      './h',
    ]);
  });

  it('npm run lint runs it: exit code 1 and the lines on a broken tree, 0 on a clean one', () => {
    const run = (tree: string) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/check-architecture.ts', path.join(FIXTURES, tree)],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
    const broken = run('violations');
    expect(broken.status).toBe(1);
    expect(broken.stdout.trim().split('\n')).toEqual(lines('violations'));
    expect(run('clean').status).toBe(0);
  }, 30_000);

  it("an import cycle fails Biome's noImportCycles under the repo's biome.json (type-only cycles do not)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
    try {
      cpSync(path.join(FIXTURES, 'cycle'), dir, { recursive: true });
      const config = { extends: [path.join(ROOT, 'biome.json')], vcs: { enabled: false } };
      writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
      const biome = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome'), 'lint', '--max-diagnostics=50', '.'],
        { cwd: dir, encoding: 'utf8' },
      );
      const output = biome.stdout + biome.stderr;
      const cycles = [...output.matchAll(/^(\S+):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map(
        (m) => m[1],
      );
      expect(cycles.sort()).toEqual(['apps/web/src/lib/a.ts', 'apps/web/src/lib/b.ts']);
      expect(biome.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
