import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_COLOUR, theme } from './src/app/theme';
import { themeTokensCss } from './src/app/theme-tokens';

const src = fileURLToPath(new URL('./src', import.meta.url));

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
  plugins: [react(), antdTokens(), installableApp()],
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
        // Only what every page needs, /login included, is grouped: React and the router, i18next and
        // TanStack Query change rarely and get long-cached chunks of their own. antd, its icons and the
        // virtualiser are left to automatic splitting, by the routes that import them: /login loads none
        // of them (docs/architecture.md), and grouping antd into one chunk would make the first signed-in
        // page download the table, date picker and upload code that only the tender pages use.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
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
