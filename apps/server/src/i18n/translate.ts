import type { Language } from './language.ts';
import { type Catalogue, en, type MessageKey } from './messages/en.ts';
import { zh } from './messages/zh.ts';
import { zht } from './messages/zht.ts';

export type { MessageKey } from './messages/en.ts';

/** The server's texts, one catalogue per language (like the web's locale files). */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { EN: en, ZH: zh, ZHT: zht };

/** The text of `key` in `lang`, each `{name}` filled from params (a missing one becomes the empty text). */
export function t(
  lang: Language,
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
