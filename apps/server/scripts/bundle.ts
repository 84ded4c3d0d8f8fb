import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

// npm run build:server — the server as one ES module, apps/server/dist/main.mjs, which `npm run serve`
// runs with plain node. Under tsx the loader's worker thread and compiling each module at start cost
// about 95 MB of resident memory per app server (docs/performance.md). npm packages stay external
// (node_modules holds them); the workspace's own code (the server, @tender/domain) is bundled.

const serverDir = resolve(import.meta.dirname, '..');
const dependenciesOf = (dir: string): string[] =>
  Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const external = [...dependenciesOf(serverDir), ...dependenciesOf(join(serverDir, '../../packages/domain'))]
  .filter((name) => !name.startsWith('@tender/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outfile: join(serverDir, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // Not minified, so a stack trace still names the source's functions. No source map: the server run
  // with --enable-source-maps answered a quarter fewer requests per second under load
  // (1,208 against 1,627 on the tender list, docs/performance.md).
  minify: false,
  logLevel: 'warning',
});
