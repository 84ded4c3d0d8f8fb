export const LANGUAGES = ['EN', 'ZH', 'ZHT'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Reads the caller's language from the `langcode` header; EN when absent or unknown. */
export function languageOf(value: unknown): Language {
  const v = typeof value === 'string' ? value.toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : 'EN';
}
