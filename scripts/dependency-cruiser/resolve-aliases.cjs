// The web's `@/` path alias (apps/web/tsconfig.json, vite.config.ts) for dependency-cruiser's resolver,
// which reads aliases from a webpack-style `resolve` section (.dependency-cruiser.cjs, `webpackConfig`).
const path = require('node:path');

module.exports = {
  resolve: { alias: { '@': path.resolve(__dirname, '../../apps/web/src') } },
};
