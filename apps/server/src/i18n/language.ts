import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tender/domain';

export { LANGUAGES, type Language };

/** Reads the caller's language from the `langcode` header; EN when absent or unknown. */
export function languageOf(value: unknown): Language {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE;
}
