import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { type MailBrand, type RenderedMail, renderMail } from '../mail/mail-template.ts';

/** The e-mail that carries a verification code (sign-in or forgotten password), in the reader's language. */
export function codeMail(
  lang: Language,
  brand: MailBrand,
  opts: { code: string; ttlSeconds: number; purpose: 'login' | 'forget'; readerName: string },
): RenderedMail {
  const minutes = Math.round(opts.ttlSeconds / 60);
  return renderMail(lang, brand, {
    subject: t(lang, 'codeMail.subject', { company: brand.companyName }),
    readerName: opts.readerName,
    blocks: [
      { kind: 'code', label: t(lang, 'codeMail.label'), code: opts.code },
      { kind: 'paragraph', text: t(lang, 'codeMail.validity', { minutes }) },
      {
        kind: 'paragraph',
        text: [t(lang, `codeMail.purpose.${opts.purpose}`), t(lang, 'codeMail.notYou')].join(
          lang === 'EN' ? ' ' : '',
        ),
      },
    ],
  });
}
