import type { Langcode } from '@/i18n/languages';
import type { TermsDocument } from './terms-types';

/** Loads the Terms of Use of one language on demand: they are long and most visits never open them. */
export async function loadTerms(langcode: Langcode): Promise<TermsDocument> {
  switch (langcode) {
    case 'ZH':
      return (await import('./terms-zh')).termsZh;
    case 'ZHT':
      return (await import('./terms-zht')).termsZht;
    default:
      return (await import('./terms-en')).termsEn;
  }
}
