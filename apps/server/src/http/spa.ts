import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../errors/app-error.ts';
import { sendError } from './error-handler.ts';
import { newStyleNonce, pageSecurityPolicy } from './security-headers.ts';

/** What apps/web/vite.config.ts writes as `html.cspNonce`; replaced by each response's nonce. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The installable app's files whose names carry no content hash (vite-plugin-pwa's output). */
const UNHASHED_APP_FILES = /[\\/](sw\.js|manifest\.webmanifest)$/;

/** Written by the web build (apps/web/vite.config.ts `routePreloads`): what each signed-in page loads first. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreload {
  pattern: string;
  supplierOnly: boolean;
  links: { href: string; rel: 'modulepreload' | 'preload'; media?: string }[];
}

/** Only what the build wrote: a path under /assets/, a media query of its own characters. */
const SAFE_HREF = /^\/assets\/[\w.-]+\.(js|css)$/;
const SAFE_MEDIA = /^[\w\s().:-]+$/;

/**
 * The `issupplier` cookie the app sets at sign-in and removes at sign-out (apps/web/src/lib/cookies.ts):
 * '1' a supplier, '0' staff, null nobody signed in in this browser. Only a hint: the session itself is in
 * the tab's storage, and the API checks it.
 */
function signedInRole(cookieHeader: string | undefined): '1' | '0' | null {
  const value = /(?:^|;\s*)issupplier=([01])(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return value === '1' || value === '0' ? value : null;
}

/**
 * The <link> tags that let a browser fetch a signed-in page's code with the entry instead of after it has
 * run (docs/performance.md): for a browser that says it is signed in, on a page the build listed. Each
 * viewport's own chunks carry a `media` query (a phone's cards, a desktop's table).
 */
export function preloadLinks(
  routes: readonly RoutePreload[],
  pathname: string,
  role: '1' | '0' | null,
  nonce: string,
): string {
  if (role === null) return '';
  const route = routes.find((r) => new RegExp(r.pattern).test(pathname) && (role === '1' || !r.supplierOnly));
  if (!route) return '';
  return route.links
    .filter((link) => SAFE_HREF.test(link.href) && (link.media === undefined || SAFE_MEDIA.test(link.media)))
    .map((link) => {
      const kind = link.rel === 'preload' ? 'rel="preload" as="style"' : 'rel="modulepreload"';
      const media = link.media ? ` media="${link.media}"` : '';
      return `<link ${kind} crossorigin href="${link.href}"${media} nonce="${nonce}">`;
    })
    .join('');
}

async function readRoutePreloads(webDist: string): Promise<RoutePreload[]> {
  const text = await readFile(join(webDist, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as RoutePreload[]) : [];
  } catch {
    return [];
  }
}

/**
 * Serves the built SPA from one port with the API: assets as files, every other GET outside
 * /samex/rest gets index.html (history fallback), and unknown API paths get a coded JSON error.
 */
/** A router constraint: which part of the site a path is in, the API (`/samex/`) or the app's pages. */
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>;
const PAGE_AREA: ConstraintStrategy = {
  name: 'area',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (area: unknown) => handlers.get(area) ?? null,
      set: (area: unknown, handler: RouteHandler) => void handlers.set(area, handler),
    };
  },
  deriveConstraint: (req) => (req.url?.startsWith('/samex/') ? 'api' : 'page'),
  mustMatchWhenDerived: false,
};

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
      globIgnore: ['index.html', ROUTE_PRELOADS_FILE, '**/*.br', '**/*.gz'],
      // The build writes each script and style brotli- (quality 11) and gzip-compressed beside it
      // (vite.config.ts `precompress`): sent as they are, smaller than compressing on the fly (brotli at
      // quality 4) and at no CPU cost per request. A file without them is compressed on the fly as before.
      preCompressed: true,
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
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
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
    const preloads = preloadLinks(
      await readRoutePreloads(webDist),
      request.url.split('?')[0] ?? '/',
      signedInRole(request.headers.cookie),
      nonce,
    );
    const page = preloads ? indexHtml.replace('</head>', `${preloads}</head>`) : indexHtml;
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', pageSecurityPolicy(nonce))
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin')
      .send(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  // Every other GET is the app's page, through a route so that @fastify/compress (which hooks routes)
  // compresses it: about 7 KB with its preloads, first on every load's critical path. The static files'
  // routes are exact paths and win over the wildcard; anything else is the not-found handler's.
  // The wildcard never matches the API's paths: there the router must still fall through to its own
  // answers (an unknown call's 404, a parameter over its length limit's coded 400), not to this page.
  app.addConstraintStrategy(PAGE_AREA);
  app.get('/*', { constraints: { [PAGE_AREA.name]: 'page' } }, serve);
  app.setNotFoundHandler(serve);
}
