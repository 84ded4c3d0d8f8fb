import type { BuyerSupplierRecord } from '@tender/api-contract';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { certificatesOf, responseTime } from './supplier-record';

const t = (lng: string) => i18n.getFixedT(lng, 'buyer');

beforeAll(async () => {
  await i18n.init({
    resources: { en: { buyer: en }, zh: { buyer: zh } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('responseTime (days and hours, or hours and minutes under a day)', () => {
  it.each([
    ['en', null, 'None yet'],
    ['en', 0, '0 h 0 min'],
    ['en', 3 * 3600 + 25 * 60 + 59, '3 h 25 min'],
    ['en', 86_400, '1 d 0 h'],
    ['en', 183_600, '2 d 3 h'],
    ['zh', 183_600, '2 天 3 小时'],
    ['zh', 5400, '1 小时 30 分钟'],
    ['zh', null, '暂无'],
  ] as const)('%s %j -> %s', (lng, seconds, text) => {
    expect(responseTime(t(lng), seconds)).toBe(text);
  });
});

describe('certificatesOf', () => {
  const record = {
    svcscopelist: [
      {
        svcscope: 'CLEAN',
        description: 'Cleaning',
        certificates: [
          {
            slot: 1,
            atttype: 'cert01',
            cert: 'ISO 9001',
            certdesc: '',
            certid: 'Q-1',
            certexpdate: '2026-12-01',
            state: 'expiring',
          },
          {
            slot: 2,
            atttype: 'cert02',
            cert: 'Green',
            certdesc: 'Gold',
            certid: '',
            certexpdate: '',
            state: null,
          },
        ],
      },
      { svcscope: 'PEST', description: '', certificates: [] },
    ],
    licensecertlist: [
      { licensecertid: 7, certkey: 'BR', description: '', expirydate: '2026-01-01', state: 'expired' },
    ],
  } as unknown as BuyerSupplierRecord;

  it('lists the scopes’ certificates, then the licences, each with its expiry state', () => {
    expect(certificatesOf(record, 'BR & CI')).toEqual([
      {
        key: 'CLEAN-1',
        scope: 'Cleaning',
        name: 'ISO 9001',
        number: 'Q-1',
        expiry: '2026-12-01',
        state: 'expiring',
      },
      { key: 'CLEAN-2', scope: 'Cleaning', name: 'Green (Gold)', number: '', expiry: '', state: null },
      { key: 'licence-7', scope: 'BR & CI', name: 'BR', number: '', expiry: '2026-01-01', state: 'expired' },
    ]);
  });
});
