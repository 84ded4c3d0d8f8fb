import type { Language } from '../i18n/language.ts';

const SAVED: Record<Language, string> = {
  EN: 'Save successfully',
  ZH: '保存成功',
  ZHT: '儲存成功',
};

/** The success text of every profile save (spec 8, Profile). */
export function saveSuccessMessage(lang: Language): string {
  return SAVED[lang];
}
