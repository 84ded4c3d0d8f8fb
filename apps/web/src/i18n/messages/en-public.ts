import type { LocaleFiles } from './collect-messages';

// The English the pages shown before sign-in need (the app's own and the auth feature's): part of the
// first download. The rest of the English (./en.ts) loads with the signed-in pages.
const files: LocaleFiles = {
  shared: import.meta.glob('../locales/en.json', { eager: true, import: 'default' }),
  features: import.meta.glob('../../features/auth/locales/en.json', { eager: true, import: 'default' }),
};
export default files;
