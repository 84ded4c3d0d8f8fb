import type { LocaleFiles } from './collect-messages';

// Every Traditional Chinese locale file of the app (a glob needs a literal path, hence one file per language).
const files: LocaleFiles = {
  shared: import.meta.glob('../locales/zht.json', { eager: true, import: 'default' }),
  features: import.meta.glob('../../features/*/locales/zht.json', { eager: true, import: 'default' }),
};
export default files;
