import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { imageChallenge, normaliseAnswer, questionChallenge } from './image-code-challenge.ts';

describe('image code challenges', () => {
  it('draw five characters of the unambiguous set, as paths only', () => {
    for (let i = 0; i < 50; i++) {
      const c = imageChallenge();
      expect(c.kind).toBe('image');
      expect(c.answer).toMatch(/^[acefhjkprtuvxy34679]{5}$/);
      expect(c.shown).toMatch(/^<svg [^>]*>(<path [^>]*\/>)+<\/svg>$/);
    }
  });

  it.each(LANGUAGES)('ask in %s a sum in words whose answer is 1 to 20', (lang) => {
    const words = t(lang, 'imageCode.numbers').split(',');
    expect(words).toHaveLength(21);
    for (let i = 0; i < 200; i++) {
      const c = questionChallenge(lang);
      expect(c.kind).toBe('question');
      const n = Number(c.answer);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(20);
      expect(c.shown).not.toMatch(/\d/);
    }
  });

  it('normalise answers: case, spaces, full-width forms, number words of every language', () => {
    expect(normaliseAnswer('image', ' aB 3x9 ')).toBe('ab3x9');
    expect(normaliseAnswer('image', 'ＡＢ３')).toBe('ab3');
    expect(normaliseAnswer('question', '１２')).toBe('12');
    expect(normaliseAnswer('question', '012')).toBe('12');
    expect(normaliseAnswer('question', 'Eleven')).toBe('11');
    expect(normaliseAnswer('question', '十一')).toBe('11');
    expect(normaliseAnswer('question', '二十')).toBe('20');
    // Words are no answer to an image.
    expect(normaliseAnswer('image', 'eleven')).toBe('eleven');
    for (const text of ['', '\u0000', 'x'.repeat(4000), '\uD800', '\u202E1', '\u{1D306}', '\u30001', '%']) {
      expect(typeof normaliseAnswer('image', text)).toBe('string');
      expect(typeof normaliseAnswer('question', text)).toBe('string');
    }
  });
});
