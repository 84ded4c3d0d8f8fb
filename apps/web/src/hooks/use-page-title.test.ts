import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';
import zh from '../i18n/locales/zh.json';
import zht from '../i18n/locales/zht.json';
import { PAGE_NAMES, pageTitle, usePageTitle } from './use-page-title';

// The web tests run in Node without a DOM: React's effect runs at once and react-i18next hands out the
// instance below, so the hook is exercised as written, its rendering left to e2e/phone-shell.spec.ts.
const i18n = i18next.createInstance();
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  useEffect: (effect: () => void) => effect(),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: i18n.t.bind(i18n) }) }));

const fakeDocument = { title: 'Tender Portal' };

beforeAll(async () => {
  await i18n.init({
    resources: { en: { common: en }, zh: { common: zh }, zht: { common: zht } },
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  vi.stubGlobal('document', fakeDocument);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('page titles', () => {
  it('names the page, then the product', () => {
    const t = i18n.getFixedT('en');
    expect(pageTitle(t, 'tenders')).toBe('Tenders - Tender Portal');
    expect(pageTitle(t, 'login')).toBe('Sign in - Tender Portal');
  });

  it('puts the tender number first on a tender, and leaves out an empty one', () => {
    const t = i18n.getFixedT('en');
    expect(pageTitle(t, 'tenderDetail', 'RFQ-2026-0101')).toBe(
      'RFQ-2026-0101 - Tender Detail - Tender Portal',
    );
    expect(pageTitle(t, 'tenderDetail', '')).toBe('Tender Detail - Tender Portal');
    expect(pageTitle(t, 'tenderDetail', '  ')).toBe('Tender Detail - Tender Portal');
    expect(pageTitle(t, 'tenderDetail', null)).toBe('Tender Detail - Tender Portal');
  });

  it('has every page name in English, Simplified and Traditional Chinese', () => {
    for (const language of ['en', 'zh', 'zht']) {
      const t = i18n.getFixedT(language);
      for (const page of PAGE_NAMES) {
        // Without a fallback language a missing key comes back as the key itself.
        expect(t(`pages.${page}`), `${language} pages.${page}`).not.toBe(`pages.${page}`);
        expect(t(`pages.${page}`).trim(), `${language} pages.${page}`).not.toBe('');
      }
    }
    expect(pageTitle(i18n.getFixedT('zh'), 'tenderDetail', 'RFQ-1')).toBe('RFQ-1 - 招标详情 - 招标平台');
    expect(pageTitle(i18n.getFixedT('zht'), 'tenderDetail', 'RFQ-1')).toBe('RFQ-1 - 招標詳情 - 招標平台');
  });

  it('sets document.title in the language shown, and again after a change of language', async () => {
    await i18n.changeLanguage('en');
    usePageTitle('profile');
    expect(fakeDocument.title).toBe('My Company Profile - Tender Portal');
    await i18n.changeLanguage('zh');
    // A change of language renders the page again, which calls the hook again.
    usePageTitle('profile');
    expect(fakeDocument.title).toBe('我的公司资料 - 招标平台');
    usePageTitle('tenderDetail', 'RFQ-2026-0101');
    expect(fakeDocument.title).toBe('RFQ-2026-0101 - 招标详情 - 招标平台');
    await i18n.changeLanguage('en');
  });
});
