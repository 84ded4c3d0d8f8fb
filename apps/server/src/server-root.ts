import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found from this module upwards: the same whether the server runs from source
 * (src/server-root.ts under tsx) or from the bundle (dist/main.mjs, see scripts/bundle.ts), so files
 * read at run time (the demo data, the import schema, the built web app) are found either way.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));
