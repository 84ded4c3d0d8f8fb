import { beforeAll, describe, expect, it, vi } from 'vitest';

// The app's messages as a signed-in page gets them: the sign-in pages' English first, the rest of the
// English with the first signed-in page, each Chinese language whole when shown. Every namespace is
// added whole (no deep merge): what the sign-in pages had must still be there afterwards.
type I18nModule = typeof import('./i18n');
let i18nModule: I18nModule;

beforeAll(async () => {
  vi.stubGlobal('window', { location: new URL('http://localhost/tender-list') });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  i18nModule = await import('./i18n');
  await i18nModule.i18nReady;
});

describe("the app's messages", () => {
  it('start with the sign-in pages only, then have every page, the sign-in ones still there', async () => {
    const { i18n, loadSignedInMessages } = i18nModule;
    expect(i18n.t('app.name')).toBe('Tender Portal');
    expect(i18n.exists('tenders:list.title')).toBe(false);
    await loadSignedInMessages();
    expect(i18n.t('tenders:list.title')).toBe('Tenders');
    expect(i18n.t('app.name')).toBe('Tender Portal');
    expect(i18n.t('pages.login')).toBe('Sign in');
  });

  it('shows Chinese whole when chosen, with English for nothing', async () => {
    const { i18n, changeLangcode, currentLangcode } = i18nModule;
    await changeLangcode('ZH');
    expect(currentLangcode()).toBe('ZH');
    expect(i18n.t('app.name')).toBe('招标平台');
    expect(i18n.t('tenders:list.title')).toBe('招标');
    await changeLangcode('EN');
    expect(i18n.t('tenders:list.title')).toBe('Tenders');
  });
});
