import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { LANGUAGES, type Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';

// What an image verification code shows and what answers it: an SVG of random characters drawn by
// svg-captcha, or (the accessible alternative, docs/security.md) a sum in words in the reader's
// language. Pure: storing and checking is image-codes.ts.

/**
 * Characters drawn in capitals that no one confuses with another in svg-captcha's font, whatever the
 * case: one of each look-alike group at most (none of 0 O Q D, 1 I L, 2 Z, 5 S, 8 B, G) and none of the
 * wide M, N, W, which run into their neighbours. 19^5, some 2.5 million texts.
 */
const IMAGE_CHARACTERS = 'ACEFHJKPRTUVXY34679';
const IMAGE_LENGTH = 5;

/**
 * svg-captcha's module is itself the function that draws a given text (lib/index.js `createCaptcha`),
 * which its index.d.ts leaves out. The text is ours, from crypto.randomInt: the library's own `create`
 * picks it with Math.random, whose state can be recovered from enough outputs.
 */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

export interface Challenge {
  /** The SVG (`kind: 'image'`) or the question in words (`kind: 'question'`). */
  kind: 'image' | 'question';
  shown: string;
  /** The expected answer, normalised (normaliseAnswer); never stored, only hashed. */
  answer: string;
}

export function imageChallenge(): Challenge {
  let text = '';
  for (let i = 0; i < IMAGE_LENGTH; i++) text += IMAGE_CHARACTERS[randomInt(IMAGE_CHARACTERS.length)];
  // Black and white (dark grey characters, lighter noise lines) on the page's white: no random colours,
  // whose contrast is anyone's guess.
  const svg = drawText(text, { width: 180, height: 56, fontSize: 50, noise: 2, color: false });
  return { kind: 'image', shown: svg, answer: normaliseAnswer('image', text) };
}

const numberWords = (lang: Language) => t(lang, 'imageCode.numbers').split(',');

/** A sum in words whose result is 1 to 20, asked in `lang`: "What is seven plus four?". */
export function questionChallenge(lang: Language): Challenge {
  const words = numberWords(lang);
  const plus = randomInt(2) === 0;
  const a = plus ? randomInt(1, 11) : randomInt(2, 21);
  const b = plus ? randomInt(1, 11) : randomInt(1, a);
  const question = t(lang, plus ? 'imageCode.plus' : 'imageCode.minus', {
    a: words[a] ?? String(a),
    b: words[b] ?? String(b),
  });
  return { kind: 'question', shown: question, answer: String(plus ? a + b : a - b) };
}

/** Every language's number words, lower case, to the number's digits. */
const WORD_TO_DIGITS = new Map<string, string>(
  LANGUAGES.flatMap((lang) => numberWords(lang).map((word, n) => [word.toLowerCase(), String(n)] as const)),
);

/**
 * An answer as it is hashed and compared: full-width forms folded (NFKC), spaces dropped, lower case;
 * a question's answer may also be a number in words, in any of the three languages ("eleven").
 */
export function normaliseAnswer(kind: 'image' | 'question', raw: string): string {
  const folded = raw.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  if (kind === 'image') return folded;
  return WORD_TO_DIGITS.get(folded) ?? folded.replace(/^0+(?=\d)/, '');
}
