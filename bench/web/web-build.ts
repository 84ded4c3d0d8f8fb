import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const DEFAULT_WEB_DIST = join(root, 'apps/web/dist');

/**
 * The built web app to measure: `webDist` (WEB_DIST) or apps/web/dist, built first when it holds no
 * index.html. An existing build is used as it is: rebuild it yourself after changing the app.
 */
export function ensureWebBuild(webDist: string = DEFAULT_WEB_DIST): string {
  const dist = resolve(webDist);
  if (existsSync(join(dist, 'index.html'))) return dist;
  // Vite refuses to empty an outDir outside the app's folder unless told to; a bench dist is often one.
  const args =
    dist === DEFAULT_WEB_DIST
      ? ['run', 'build']
      : ['run', 'build', '-w', 'apps/web', '--', '--outDir', dist, '--emptyOutDir'];
  process.stdout.write(`Building the web app into ${dist}\n`);
  const built = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    throw new Error(`The web build into ${dist} failed`);
  }
  return dist;
}
