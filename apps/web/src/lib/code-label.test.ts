import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CODE_LABELS, type CodeMap, codeLabel } from './code-label';

type Messages = { [key: string]: string | Messages };
const src = fileURLToPath(new URL('..', import.meta.url));

function locale(ns: string, lang: string): Messages {
  const dir = ns === 'common' ? `${src}/i18n/locales` : `${src}/features/${ns}/locales`;
  return JSON.parse(readFileSync(`${dir}/${lang}.json`, 'utf8')) as Messages;
}

function lookUp(messages: Messages, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
}

const maps = Object.entries(CODE_LABELS) as Array<[CodeMap, (typeof CODE_LABELS)[CodeMap]]>;

describe('the labels of stored codes', () => {
  it.each(maps)('%s: every known code has a label in en, zh and zht', (_map, { ns, prefix, codes }) => {
    for (const lang of ['en', 'zh', 'zht']) {
      for (const code of codes) {
        const label = lookUp(locale(ns, lang), `${prefix}.${code}`);
        expect(typeof label === 'string' && label.trim() !== '', `${lang} ${prefix}.${code}`).toBe(true);
        if (lang !== 'en') expect(label, `${lang} ${prefix}.${code} is not a raw code`).not.toBe(code);
      }
    }
  });

  it('reads a code in any spelling, and an unknown or blank one as itself', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'zh',
      resources: { zh: { tenders: locale('tenders', 'zh'), profile: locale('profile', 'zh') } },
      initAsync: false,
    });
    expect(codeLabel(i18n.t, 'collectVia', 'HardCopy')).toBe('纸本');
    expect(codeLabel(i18n.t, 'collectVia', 'hard copy')).toBe('纸本');
    expect(codeLabel(i18n.t, 'contactStatus', 'ACTIVE')).toBe('有效');
    expect(codeLabel(i18n.t, 'contactStatus', 'PENDING')).toBe('PENDING');
    expect(codeLabel(i18n.t, 'collectVia', 'Courier')).toBe('Courier');
    expect(codeLabel(i18n.t, 'collectVia', '')).toBe('');
    expect(codeLabel(i18n.t, 'collectVia', null)).toBe('');
  });
});
