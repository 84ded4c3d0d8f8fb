import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/plain/spinner';
import { useIdleSignOut } from '../use-idle-sign-out';
import { useLastKnownPath } from '../use-last-known-path';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Above every route: idle sign-out, the remembered path, and a fallback while a page loads. */
export function RootLayout() {
  useIdleSignOut();
  useLastKnownPath();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
