import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every locale file of the app, read as the bundler reads them: `common` from i18n/locales, one namespace
// per feature folder. Checks that en, zh and zht say the same things and that Chinese reads as Chinese.

type Messages = { [key: string]: string | Messages };
const LANGUAGES = ['en', 'zh', 'zht'] as const;
const src = fileURLToPath(new URL('..', import.meta.url));

function namespaces(): Array<[string, string]> {
  const features = readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => readdirSync(`${src}/features/${name}`).includes('locales'))
    .map((name): [string, string] => [name, `${src}/features/${name}/locales`]);
  return [['common', `${src}/i18n/locales`], ...features];
}

function flatten(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

function read(dir: string, lang: string): Array<[string, string]> {
  return flatten(JSON.parse(readFileSync(`${dir}/${lang}.json`, 'utf8')) as Messages);
}

/** i18next's plural forms (key_one, key_other...): a language has the forms its grammar needs. */
export function pluralBase(key: string): string {
  return key.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, '');
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The half-width marks : ( ) , ? ! written beside a Chinese character (spaces skipped), where Chinese
 * takes the full-width ：（），？！. Placeholders ({{count}}, {name}) and URLs are not text, so they neither
 * count as Chinese nor hold a mark.
 */
export function halfWidthInChinese(text: string): string[] {
  const plain = text
    .replace(/\{\{[^}]*\}\}|\{\w+\}/g, '\u0000')
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '\u0000');
  const found: string[] = [];
  for (let i = 0; i < plain.length; i++) {
    const mark = plain.charAt(i);
    if (!':(),?!'.includes(mark)) continue;
    let before = i - 1;
    while (before >= 0 && plain.charAt(before) === ' ') before--;
    let after = i + 1;
    while (after < plain.length && plain.charAt(after) === ' ') after++;
    if (CJK.test(plain.charAt(before)) || CJK.test(plain.charAt(after))) {
      found.push(plain.slice(Math.max(0, i - 4), i + 5).replaceAll('\u0000', '…'));
    }
  }
  return found;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '');

describe('the checker', () => {
  it('knows the plural forms of i18next', () => {
    expect(pluralBase('workbook.preview.applied_other')).toBe('workbook.preview.applied');
    expect(pluralBase('code.validMinutes_one')).toBe('code.validMinutes');
    expect(pluralBase('a.place_ordinal_two')).toBe('a.place');
    expect(pluralBase('lines.other')).toBe('lines.other');
  });

  it('finds a half-width mark beside Chinese, not in placeholders or addresses', () => {
    expect(halfWidthInChinese('折扣 (%)')).toHaveLength(1);
    expect(halfWidthInChinese('原因:{{reason}}')).toHaveLength(1);
    expect(halfWidthInChinese('确定吗?')).toHaveLength(1);
    expect(halfWidthInChinese('网址必须以 http:// 或 https:// 开头')).toEqual([]);
    expect(halfWidthInChinese('{{label}}（{{count}}）')).toEqual([]);
    expect(halfWidthInChinese('{{priced}} / {{of}}，HKD 1,500.00')).toEqual([]);
  });
});

describe.each(namespaces())('the %s messages', (_namespace, dir) => {
  const files = Object.fromEntries(LANGUAGES.map((lang) => [lang, read(dir, lang)]));
  const bases = (lang: (typeof LANGUAGES)[number]) =>
    [...new Set(files[lang]?.map(([k]) => pluralBase(k)))].sort();

  it.each(['zh', 'zht'] as const)('%s has the keys of en (plural forms aside)', (lang) => {
    expect(bases(lang)).toEqual(bases('en'));
  });

  it.each(['zh', 'zht'] as const)('%s fills the placeholders of en', (lang) => {
    const english = new Map<string, Set<string>>();
    for (const [key, text] of files.en ?? []) {
      const set = english.get(pluralBase(key)) ?? new Set();
      for (const name of placeholders(text)) set.add(name);
      english.set(pluralBase(key), set);
    }
    for (const [key, text] of files[lang] ?? []) {
      const expected = english.get(pluralBase(key)) ?? new Set();
      // A Chinese plural needs no {{count}} where English spells "one"; any other name must be English's.
      for (const name of placeholders(text)) expect(expected.has(name), `${key}: {{${name}}}`).toBe(true);
    }
  });

  it.each(['zh', 'zht'] as const)('%s writes full-width punctuation beside Chinese', (lang) => {
    const wrong = (files[lang] ?? []).flatMap(([key, text]) =>
      halfWidthInChinese(text).map((at) => `${key}: ${at}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (lang) => {
    expect((files[lang] ?? []).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
