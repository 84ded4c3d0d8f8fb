import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from './app-error.ts';
import { sendError } from './error-handler.ts';
import { newStyleNonce, pageSecurityPolicy } from './security-headers.ts';

/** What apps/web/vite.config.ts writes as `html.cspNonce`; replaced by each response's nonce. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The installable app's files whose names carry no content hash (vite-plugin-pwa's output). */
const UNHASHED_APP_FILES = /[\\/](sw\.js|manifest\.webmanifest)$/;

/**
 * Serves the built SPA from one port with the API: assets as files, every other GET outside
 * /samex/rest gets index.html (history fallback), and unknown API paths get a coded JSON error.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html always goes through the handler below, which gives it its nonce: /index.html too, the
      // address the service worker precaches as its offline page (vite.config.ts `installableApp`).
      globIgnore: ['index.html'],
      setHeaders(res, path) {
        res.header('X-Content-Type-Options', 'nosniff');
        // Vite puts a content hash in every asset name, so assets can be cached for good.
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        // The service worker and the manifest keep their names from build to build: always revalidated.
        else if (UNHASHED_APP_FILES.test(path)) res.header('Cache-Control', 'no-cache');
      },
    });
  }
  // Read per request (a small file, cached by the OS): after a rebuild the running server hands out the
  // new index.html that names the new hashed assets, instead of one pointing at deleted files.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/samex/'))
      return sendError(request, reply, ErrorCode.UNKNOWN_REQUEST, { status: 404 });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(request, reply, ErrorCode.UNKNOWN_REQUEST, { status: 404 });
    }
    const indexHtml = hasWeb ? await readFile(indexFile, 'utf8').catch(() => null) : null;
    if (indexHtml === null) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    // A nonce per response for antd's <style> elements: the build marks where it goes (Vite's
    // html.cspNonce), the page's policy allows exactly it, and the app reads it from the meta tag.
    const nonce = newStyleNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', pageSecurityPolicy(nonce))
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin')
      .send(indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  });
}
