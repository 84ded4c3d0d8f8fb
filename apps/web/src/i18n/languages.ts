import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tender/domain';

/** The three interface languages; the server speaks the same codes in the langcode header. */
export const LANGCODES = LANGUAGES;
export type Langcode = Language;
export const DEFAULT_LANGCODE: Langcode = DEFAULT_LANGUAGE;

/** i18next language names; they match the locale file names (en.json, zh.json, zht.json). */
export const I18N_LANGUAGE: Record<Langcode, string> = { EN: 'en', ZH: 'zh', ZHT: 'zht' };

/** BCP 47 tags for <html lang>, so screen readers and fonts pick the right script. */
export const HTML_LANG: Record<Langcode, string> = { EN: 'en', ZH: 'zh-Hans', ZHT: 'zh-Hant' };

/** Each language is named in itself so a reader can find theirs whatever is shown now. */
export const LANGUAGE_NAME: Record<Langcode, string> = { EN: 'English', ZH: '简体中文', ZHT: '繁體中文' };

const STORAGE_KEY = 'tp.langcode';

export function isLangcode(value: unknown): value is Langcode {
  return typeof value === 'string' && (LANGCODES as readonly string[]).includes(value);
}

export function langcodeFromI18n(language: string | undefined): Langcode {
  const found = LANGCODES.find((code) => I18N_LANGUAGE[code] === language);
  return found ?? DEFAULT_LANGCODE;
}

export function readStoredLangcode(): Langcode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLangcode(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLangcode(code: Langcode): void {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The language asked for by `?langcode=` on /login, which wins over the stored choice. */
export function langcodeFromUrl(location: Pick<Location, 'pathname' | 'search'>): Langcode | null {
  // The login page, and the registration page a company's invitation mail links (issue 33).
  if (location.pathname !== '/login' && location.pathname !== '/register') return null;
  const asked = new URLSearchParams(location.search).get('langcode')?.toUpperCase();
  return isLangcode(asked) ? asked : null;
}
