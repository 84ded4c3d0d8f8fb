import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type MediaCondition, ROUTE_PRELOADS } from './src/app/route-preloads.ts';
import { BRAND_COLOUR, theme } from './src/app/theme';
import { themeTokensCss } from './src/app/theme-tokens';
import { CARDS_QUERY, PHONE_HEADER_QUERY } from './src/hooks/use-media-query.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The antd components of the `antd-core` chunk (build.rolldownOptions), by their folder in antd/es. */
const ANTD_CORE_COMPONENTS = [
  'config-provider',
  'app',
  'message',
  'notification',
  'modal',
  'grid',
  'space',
  'button',
  'typography',
  'tag',
  'alert',
  'spin',
  'skeleton',
  'empty',
  'tooltip',
  'input',
  'select',
  'pagination',
];
const ANTD_CORE = new RegExp(
  `node_modules[\\\\/]antd[\\\\/]es[\\\\/](${ANTD_CORE_COMPONENTS.join('|')})[\\\\/]index\\.js$`,
);

/**
 * `import 'virtual:antd-tokens.css'`: antd's design tokens for theme.ts as CSS variables, computed here
 * so that the pages without antd (sign-in, language switch) are styled from the same theme.
 */
function antdTokens(): Plugin {
  const id = 'virtual:antd-tokens.css';
  const resolved = `\0${id}`;
  return {
    name: 'antd-tokens',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? themeTokensCss(theme) : undefined),
  };
}

const MEDIA: Record<MediaCondition, string> = {
  'phone-header': PHONE_HEADER_QUERY,
  'not-phone-header': `not all and ${PHONE_HEADER_QUERY}`,
  cards: CARDS_QUERY,
  'not-cards': `not all and ${CARDS_QUERY}`,
};

/** One link the server writes into a signed-in page's head (apps/server/src/http/spa.ts). */
interface PreloadLink {
  href: string;
  rel: 'modulepreload' | 'preload';
  media?: string;
}

/**
 * Writes route-preloads.json: for each page of src/app/route-preloads.ts, the chunks (and their CSS) its
 * lazy routes load, less what index.html already names. The build fails when a listed module is not the
 * start of a chunk of its own, so the table cannot quietly drift from the router.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // Once the bundle is final: Vite drops the chunks that only held CSS (and moves their CSS to the
    // importers) late in generateBundle.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])),
      );
      const closure = (chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const inHtml = new Set(
        [...closure(entry)].flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]),
      );
      const moduleChunk = (specifier: string) => {
        const base = specifier.startsWith('@/')
          ? `${src}/${specifier.slice(2)}`
          : `${src}/app/${specifier.slice(2)}`;
        const chunk = ['.tsx', '.ts'].map((ext) => byModule.get(`${base}${ext}`)).find(Boolean);
        if (!chunk) throw new Error(`route-preloads: ${specifier} starts no chunk of its own`);
        return chunk;
      };
      const routes = ROUTE_PRELOADS.map((route) => {
        const links: PreloadLink[] = [];
        const named = new Set<string>();
        // Unconditional modules first: a chunk they share with a conditional one is then linked once, always.
        const ordered = [...route.modules].sort((a, b) => Number(!!a.media) - Number(!!b.media));
        for (const { specifier, media } of ordered) {
          const mediaQuery = media ? MEDIA[media] : undefined;
          for (const chunk of closure(moduleChunk(specifier))) {
            const files: [string, PreloadLink['rel']][] = [
              [chunk.fileName, 'modulepreload'],
              ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css): [string, 'preload'] => [
                css,
                'preload',
              ]),
            ];
            for (const [file, rel] of files) {
              if (inHtml.has(file) || named.has(file) || named.has(`${file} ${mediaQuery}`)) continue;
              named.add(mediaQuery ? `${file} ${mediaQuery}` : file);
              links.push({ href: `/${file}`, rel, ...(mediaQuery ? { media: mediaQuery } : {}) });
            }
          }
        }
        return { pattern: route.pattern.source, supplierOnly: route.supplierOnly, links };
      });
      await writeFile(join(options.dir ?? '', 'route-preloads.json'), `${JSON.stringify(routes, null, 1)}\n`);
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes each script and style sheet beside itself brotli-compressed at quality 11 (.br) and gzipped at
 * level 9 (.gz), which the server sends as they are (apps/server/src/http/spa.ts, `preCompressed`): about
 * 14% fewer bytes than its on-the-fly brotli (quality 4, kept fast for API replies), at no cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.values(bundle).filter(
        (file) =>
          /\.(js|css)$/.test(file.fileName) &&
          (file.type === 'chunk' ? file.code : file.source).length > 1024,
      );
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file.fileName}.br`), br),
            writeFile(join(dir, `${file.fileName}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * The installable app (docs/architecture.md, decisions of 2026-11-23): a manifest in the brand's colour
 * and a service worker that precaches the application shell. Pages are always fetched from the server
 * first, so each one carries its own CSP nonce and the newest build; the precached index.html is only the
 * offline fallback. Nothing under /samex/ (API replies, downloads, signed links) goes near a cache. The worker is
 * registered from app/service-worker.ts, after the page has loaded.
 */
function installableApp() {
  return VitePWA({
    injectRegister: false,
    // A new worker waits until every portal window is closed; the page never reloads by itself.
    registerType: 'prompt',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Tender Portal',
      short_name: 'Tender Portal',
      description: 'Tenders, quotations and work orders for suppliers',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: BRAND_COLOUR,
      background_color: BRAND_COLOUR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The icons and favicon come in through the manifest and includeAssets.
      globPatterns: ['**/*.{js,css,html,woff2}'],
      // The Excel workbook's library (930 kB, the largest chunk by far) loads only when a workbook is opened.
      globIgnores: ['**/exceljs*.js'],
      // No fallback that answers every navigation from the cache: see the network route below.
      navigateFallback: null,
      // Nor may the precached index.html answer `/` (the start URL) as a directory index.
      directoryIndex: null,
      runtimeCaching: [
        {
          // Navigations go to the server (a fresh CSP nonce, the newest build) and fall back to the
          // precached shell only when it cannot be reached. /samex/ (a download opened in a tab) is left
          // to the browser. NetworkOnly stores nothing.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !url.pathname.startsWith('/samex/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), antdTokens(), routePreloads(), precompress(), installableApp()],
  // The server swaps this placeholder for a per-response nonce (apps/server/src/http/spa.ts); Vite puts it
  // on the page's own tags and in a csp-nonce meta tag, which the app hands to antd's style elements.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '@': src } },
  server: {
    proxy: { '/samex': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Grouped: what every page needs, /login included (React and the router, i18next and TanStack
        // Query change rarely and get long-cached chunks of their own), and antd's core (antd-core below),
        // which /login does not load (docs/architecture.md). The rest of antd, its icons and the
        // virtualiser are left to automatic splitting, by the routes and dialogs that import them: one antd
        // chunk would make the first signed-in page download the table, date picker and upload code that
        // only some pages use.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            {
              // antd's common core, one file: the provider, theme and CSS-in-JS runtime, and the components
              // nearly every signed-in first screen shows (with everything they import). Left to automatic
              // splitting, it came as some 35 files of 1 to 60 KB, and on a phone's slow network each file
              // costs a round trip of its own; the rarer components (Table, Upload, Descriptions, Drawer,
              // Dropdown...) still load only with the pages and dialogs that use them (docs/performance.md).
              name: 'antd-core',
              test: ANTD_CORE,
              priority: 1,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
