import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The pages with a title of their own: the keys of `pages` in the app's locales (i18n/locales/<lang>.json). */
export const PAGE_NAMES = [
  'login',
  'forgetPassword',
  'changePassword',
  'home',
  'tenders',
  'tenderDetail',
  'profile',
  'workOrders',
  'accountSettings',
  'appDownload',
  'report',
  'error',
  'buyerTenders',
  'buyerNewTender',
  'buyerEditTender',
  'buyerTender',
  'buyerQuestions',
  'buyerApprovals',
  'buyerSuppliers',
  'buyerSupplier',
  'buyerRegistrations',
  'register',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

type Translate = (key: string) => string;

/**
 * The tab's title: "<page> - <product>", or "<detail> - <page> - <product>" when the page shows one
 * record (a tender's number), so a row of tabs or the history tells the tenders apart.
 */
export function pageTitle(t: Translate, page: PageName, detail?: string | null): string {
  return [detail?.trim(), t(`pages.${page}`), t('app.name')].filter(Boolean).join(' - ');
}

/**
 * Gives the page shown its `document.title` in the interface language; it follows a change of language,
 * as the component renders again then. Built on react-i18next only, so the sign-in pages can use it
 * without antd.
 */
export function usePageTitle(page: PageName, detail?: string | null): void {
  const { t } = useTranslation('common');
  const title = pageTitle(t, page, detail);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
