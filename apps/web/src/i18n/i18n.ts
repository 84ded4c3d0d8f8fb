import i18next, { type Resource } from 'i18next';
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

type Messages = Record<string, unknown>;

const shared = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });
// Every feature drops its own locales/{en,zh,zht}.json in; the folder name becomes the namespace.
const features = import.meta.glob<Messages>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  const add = (language: string, namespace: string, messages: Messages) => {
    resources[language] ??= {};
    resources[language][namespace] = messages;
  };
  for (const [path, messages] of Object.entries(shared)) {
    const language = /\/(\w+)\.json$/.exec(path)?.[1];
    if (language) add(language, 'common', messages);
  }
  for (const [path, messages] of Object.entries(features)) {
    const match = /features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(path);
    if (match?.[1] && match[2]) add(match[2], match[1], messages);
  }
  return resources;
}

function namespaces(resources: Resource): string[] {
  return [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];
}

const resources = buildResources();
const initialLangcode: Langcode =
  langcodeFromUrl(window.location) ?? readStoredLangcode() ?? DEFAULT_LANGCODE;
if (langcodeFromUrl(window.location)) storeLangcode(initialLangcode);

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = HTML_LANG[langcodeFromI18n(language)];
}

i18next.on('languageChanged', applyDocumentLanguage);

void i18next.use(initReactI18next).init({
  resources,
  lng: I18N_LANGUAGE[initialLangcode],
  fallbackLng: I18N_LANGUAGE[DEFAULT_LANGCODE],
  supportedLngs: Object.values(I18N_LANGUAGE),
  load: 'currentOnly',
  ns: namespaces(resources),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18next.language);

export const i18n = i18next;

export function currentLangcode(): Langcode {
  return langcodeFromI18n(i18next.language);
}

export async function changeLangcode(code: Langcode): Promise<void> {
  storeLangcode(code);
  await i18next.changeLanguage(I18N_LANGUAGE[code]);
}
