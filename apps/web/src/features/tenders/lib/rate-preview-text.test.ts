import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { ratePreviewText } from './rate-preview-text';

let tEn: TFunction<'tenders'>;
let tZh: TFunction<'tenders'>;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['tenders'],
    defaultNS: 'tenders',
    resources: { en: { tenders: en }, zh: { tenders: zh } },
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en', 'tenders') as TFunction<'tenders'>;
  tZh = i18n.getFixedT('zh', 'tenders') as TFunction<'tenders'>;
});

const line = (total: string | null) => ({ total, currency: 'HKD' });

describe('ratePreviewText: what a typed rate payable does (issue 35, item 1)', () => {
  it.each([
    ['95', '50400.00', '5 % off → HKD 47,880.00', null],
    ['', '50400.00', 'No discount → HKD 50,400.00', null],
    ['0', '50400.00', 'No discount → HKD 50,400.00', null],
    ['90', null, '10 % off', null],
    ['5', '50400.00', '95 % off → HKD 2,520.00', 'Only 5 % of this line is paid. For 5 % off, enter 95.'],
    ['50', '0.03', '50 % off → HKD 0.02', null],
  ])('rate %j on a total of %j: %j, warning %j', (rate, total, effect, warning) => {
    expect(ratePreviewText(tEn, rate, line(total))).toEqual({ effect, warning });
  });

  it('says nothing of a refused rate', () => {
    expect(ratePreviewText(tEn, '120', line('100.00'))).toBeNull();
  });

  it('speaks of every line in the GO box, with no amount', () => {
    expect(ratePreviewText(tEn, '30')).toEqual({
      effect: '70 % off',
      warning: 'Only 30 % of every line is paid. For 30 % off, enter 70.',
    });
  });

  it('is translated', () => {
    expect(ratePreviewText(tZh, '95', line('50400.00'))).toEqual({
      effect: '减 5% → HKD 47,880.00',
      warning: null,
    });
  });
});
