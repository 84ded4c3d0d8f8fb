import type { Db } from '../db/connect.ts';
import type { Language } from '../i18n/language.ts';

/** A template's texts in some languages (message_template). */
export function findTemplateTexts(db: Db, templateid: string, languages: readonly Language[]) {
  return db
    .selectFrom('message_template')
    .select(['language', 'message'])
    .where('templateid', '=', templateid)
    .where('language', 'in', languages)
    .execute();
}
