import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { theme } from './src/app/theme';
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

export default defineConfig({
  plugins: [react(), antdTokens()],
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
