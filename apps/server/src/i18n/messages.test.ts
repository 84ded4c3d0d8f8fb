import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@tender/api-contract/error-codes';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-messages.ts';
import { LANGUAGES } from './language.ts';
import { CATALOGUES, t } from './translate.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the server catalogues', () => {
  const keys = Object.keys(CATALOGUES.EN).sort();

  it.each(LANGUAGES)('%s has every key of the English catalogue and no other', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)('%s has the same placeholders as English in every text', (lang) => {
    for (const key of keys) {
      const k = key as keyof (typeof CATALOGUES)['EN'];
      expect(placeholders(CATALOGUES[lang][k]), key).toEqual(placeholders(CATALOGUES.EN[k]));
      expect(CATALOGUES[lang][k].trim(), key).not.toBe('');
    }
  });

  // Chinese takes the full-width ：（），？！ beside Chinese characters (docs/glossary.md); `imageCode.numbers`
  // is a comma-separated list read by code, not text.
  it.each(['ZH', 'ZHT'] as const)('%s writes full-width punctuation beside Chinese', (lang) => {
    const halfWidth = /[\u3400-\u9fff] *[:(),?!]|[:(),?!] *[\u3400-\u9fff]/;
    const wrong = keys.filter(
      (key) =>
        key !== 'imageCode.numbers' &&
        halfWidth.test(CATALOGUES[lang][key as keyof (typeof CATALOGUES)['EN']]),
    );
    expect(wrong).toEqual([]);
  });

  it('fills placeholders and leaves an unknown one empty', () => {
    expect(t('EN', 'error.FILE_TOO_LARGE', { size: '10M' })).toBe('Only files within 10M can be uploaded!');
    expect(t('ZHT', 'receiptMail.by', { when: '09:00', who: 'Ann' })).toBe('09:00（提交人：Ann）');
    expect(t('EN', 'error.BAD_REQUEST')).toBe('The request is not valid: ');
  });

  it('has a text for every result code, a cut list ending in the reader language', () => {
    for (const lang of LANGUAGES) {
      for (const code of Object.values(ErrorCode)) expect(errorMessage(code, lang)).not.toBe('');
    }
    expect(errorMessage(ErrorCode.LINES_INVALID, 'EN', { seqnos: '1, 2', more: '3' })).toBe(
      'Please check the lines with these numbers: 1, 2 and 3 more',
    );
    expect(errorMessage(ErrorCode.LINES_INVALID, 'ZH', { seqnos: '1' })).toBe('请检查以下序号的行：1');
  });
});

// Every text a person reads is in the catalogues: no server source outside them writes Chinese (tests may
// quote the texts they check; demo data lives outside src).
describe('server sources', () => {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const catalogue = fileURLToPath(new URL('./messages', import.meta.url));

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === catalogue ? [] : sources(path);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
    });
  }

  it('write no Chinese outside the catalogues', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });
});
