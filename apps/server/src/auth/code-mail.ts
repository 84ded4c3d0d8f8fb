import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';

/** The e-mail that carries a verification code, in the account's language. */
export function codeMailText(
  lang: Language,
  code: string,
  ttlSeconds: number,
  purpose: 'login' | 'forget',
  company: string,
): { subject: string; text: string } {
  const minutes = Math.round(ttlSeconds / 60);
  return {
    subject: t(lang, 'codeMail.subject', { company }),
    text: t(lang, 'codeMail.text', { code, minutes, purpose: t(lang, `codeMail.purpose.${purpose}`) }),
  };
}
