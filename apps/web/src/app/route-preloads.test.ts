import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from './route-preloads';

const app = dirname(fileURLToPath(import.meta.url));
const src = resolve(app, '..');

/** The modules a file loads with import('...'), as paths under src without their extension. */
function dynamicImports(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, specifier = ''] of text.matchAll(/import\('([^']+)'\)/g)) {
    const path = specifier.startsWith('@/')
      ? resolve(src, specifier.slice(2))
      : resolve(dirname(file), specifier);
    found.add(path);
  }
  return found;
}

describe('the pages the server preloads', () => {
  // The router loads the pages; i18n.ts the signed-in messages.
  const loaded = new Set([
    ...dynamicImports(resolve(app, 'router.tsx')),
    ...dynamicImports(resolve(src, 'i18n/i18n.ts')),
  ]);

  it.each(ROUTE_PRELOADS.flatMap((route) => route.modules.map((m) => [route.pattern.source, m.specifier])))(
    '%s: %s is a module the app loads lazily',
    (_pattern, specifier) => {
      const path = specifier.startsWith('@/') ? resolve(src, specifier.slice(2)) : resolve(app, specifier);
      expect(loaded.has(path)).toBe(true);
    },
  );

  it('matches the paths of the pages it names, and not the sign-in pages', () => {
    const matches = (path: string) => ROUTE_PRELOADS.some((route) => route.pattern.test(path));
    for (const path of ['/tenders', '/tender-list', '/tenderdetail/TB10005/11/WTQUOTE', '/homepage']) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of ['/login', '/forgetpassword', '/changepassword', '/', '/mycompanyprofile']) {
      expect(matches(path), path).toBe(false);
    }
  });
});
