import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGCODE,
  HTML_LANG,
  I18N_LANGUAGE,
  type Langcode,
  langcodeFromI18n,
  langcodeFromUrl,
  readStoredLangcode,
  storeLangcode,
} from './languages';
import { collectMessages } from './messages/collect-messages';
import enPublicFiles from './messages/en-public';

// English is the fallback for a missing key, so the English of the sign-in pages ships with the app and
// the rest of it loads with the signed-in pages (loadSignedInMessages); each Chinese language loads, whole,
// only when it is shown, so nobody downloads the messages of a language they do not use.
const enPublic = collectMessages(enPublicFiles);
const loadMessages: Record<Langcode, () => Promise<ResourceLanguage>> = {
  EN: async () => collectMessages((await import('./messages/en')).default),
  ZH: async () => collectMessages((await import('./messages/zh')).default),
  ZHT: async () => collectMessages((await import('./messages/zht')).default),
};

/** The languages whose messages are all loaded; English starts with the sign-in pages' only. */
const complete = new Set<string>();
/** Set once a signed-in page is shown: from then on every language shown is loaded whole. */
let signedInPages = false;

/** Loads a language's messages into i18next unless they are there; false when they could not load. */
async function ensureMessages(code: Langcode): Promise<boolean> {
  const language = I18N_LANGUAGE[code];
  if (complete.has(language)) return true;
  if (code === DEFAULT_LANGCODE && !signedInPages) return true;
  try {
    const messages = await loadMessages[code]();
    // Each namespace whole, as its locale file is (the sign-in pages' ones included, identical to what
    // started): no deep merge and no copy, which cost a phone about 50 ms of its first signed-in page.
    for (const [namespace, bundle] of Object.entries(messages)) {
      i18next.addResourceBundle(language, namespace, bundle, false, true, { silent: false, skipCopy: true });
    }
    complete.add(language);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the messages of the signed-in pages, in English (the fallback) and in the language shown; the
 * route above those pages waits for it, so none renders a missing key.
 */
export async function loadSignedInMessages(): Promise<void> {
  signedInPages = true;
  await Promise.all([ensureMessages(DEFAULT_LANGCODE), ensureMessages(currentLangcode())]);
}

const askedLangcode: Langcode = langcodeFromUrl(window.location) ?? readStoredLangcode() ?? DEFAULT_LANGCODE;
if (langcodeFromUrl(window.location)) storeLangcode(askedLangcode);

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = HTML_LANG[langcodeFromI18n(language)];
}

i18next.on('languageChanged', applyDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources: { [I18N_LANGUAGE[DEFAULT_LANGCODE]]: enPublic },
  lng: I18N_LANGUAGE[DEFAULT_LANGCODE],
  fallbackLng: I18N_LANGUAGE[DEFAULT_LANGCODE],
  supportedLngs: Object.values(I18N_LANGUAGE),
  load: 'currentOnly',
  ns: Object.keys(enPublic),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18next.language);

/**
 * Settles once the first language is shown (English if its messages failed to load): the app renders
 * after it, so a Chinese visitor never sees English first. Not a top-level await, which would make the
 * bundler split every module the pages share with the entry into a file of its own.
 */
export const i18nReady: Promise<void> =
  askedLangcode === DEFAULT_LANGCODE
    ? Promise.resolve()
    : ensureMessages(askedLangcode).then(async (loaded) => {
        if (loaded) await i18next.changeLanguage(I18N_LANGUAGE[askedLangcode]);
      });

export const i18n = i18next;

export function currentLangcode(): Langcode {
  return langcodeFromI18n(i18next.language);
}

let latestChoice = 0;

/** Shows the interface in `code` and remembers the choice; stays as it is if the messages cannot load. */
export async function changeLangcode(code: Langcode): Promise<void> {
  const choice = ++latestChoice;
  // A quicker second choice wins even when the first one's messages arrive after it.
  if (!(await ensureMessages(code)) || choice !== latestChoice) return;
  storeLangcode(code);
  await i18next.changeLanguage(I18N_LANGUAGE[code]);
}
