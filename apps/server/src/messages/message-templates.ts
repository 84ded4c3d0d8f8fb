import type { Db } from '../db/connect.ts';
import type { Language } from '../i18n/language.ts';
import { findTemplateTexts } from './message-template-repository.ts';

/** A message template in the caller's language, falling back to English, then to the empty text. */
export async function messageTemplate(db: Db, templateid: string, lang: Language): Promise<string> {
  const rows = await findTemplateTexts(db, templateid, [lang, 'EN']);
  return (
    rows.find((r) => r.language === lang)?.message ?? rows.find((r) => r.language === 'EN')?.message ?? ''
  );
}
