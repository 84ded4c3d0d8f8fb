import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tender/domain';

export { LANGUAGES, type Language };

/** Reads the caller's language from the `langcode` header; EN when absent or unknown. */
export function languageOf(value: unknown): Language {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE;
}

/** The language the `langcode` header names, or undefined when it names none the portal has. */
export function requestedLanguage(value: unknown): Language | undefined {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : undefined;
}

/** The language of a mail sent during a request: the one the request names, else the user's stored one. */
export function readerLanguage(header: unknown, stored: Language): Language {
  return requestedLanguage(header) ?? stored;
}
