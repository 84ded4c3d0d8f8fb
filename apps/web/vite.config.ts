import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
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
        // React and the router change rarely, so they get their own long-cached chunk. antd is left to
        // automatic splitting: grouping it into one chunk would make /login download the table, date
        // picker and upload code that only the tender pages use.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
