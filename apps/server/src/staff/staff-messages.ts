import type { Language } from '../i18n/language.ts';

// The success text after staff typed in a paper quote, in the caller's language.
const PAPER_QUOTE_INPUTTED: Readonly<Record<Language, string>> = {
  EN: 'The hard-copy quotation has been input successfully!',
  ZH: '纸本报价已成功录入！',
  ZHT: '紙本報價已成功輸入！',
};

export function paperQuoteMessage(lang: Language): string {
  return PAPER_QUOTE_INPUTTED[lang];
}
