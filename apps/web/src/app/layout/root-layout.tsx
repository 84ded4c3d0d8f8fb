import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AntdScope } from '@/components/antd-scope';
import { Spinner } from '@/components/plain/spinner';
import { getSession } from '@/features/auth/session';
import { useIdleSignOut } from '../use-idle-sign-out';
import { useLastKnownPath } from '../use-last-known-path';
import { BrandLabel } from './brand';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** The sign-in pages and the printable report are shown without the signed-in header. */
const WITHOUT_HEADER = /^\/(login|forgetpassword|changepassword|report)(\/|$)/;

/**
 * What shows while the first screen's code loads. On a page of the signed-in app it is the header's
 * brand bar, drawn without antd: a phone on a slow network sees the portal at once (its first paint)
 * rather than a blank page until antd has loaded, and the real header then takes its place with the
 * brand where it was.
 */
export function FirstScreenLoading() {
  const { pathname } = window.location;
  if (!getSession() || pathname === '/' || WITHOUT_HEADER.test(pathname)) return <PageLoading />;
  return (
    <div className="first-screen">
      <div className="first-screen__bar">
        <BrandLabel />
      </div>
      <PageLoading />
    </div>
  );
}

// The idle warning (antd's Modal) loads when it first shows, so no first screen waits for it.
const IdleWarningDialog = lazy(async () => ({
  default: (await import('./idle-warning-dialog')).IdleWarningDialog,
}));

/** Above every route: idle sign-out and its warning, the remembered path, a fallback while a page loads. */
export function RootLayout() {
  const { signOutAt } = useIdleSignOut();
  // "Stay signed in" is a click, which restarts the idle timer and clears signOutAt; this hides the
  // dialog in the same render rather than after the timer's state update.
  const [stayedFor, setStayedFor] = useState<number | null>(null);
  useLastKnownPath();
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {signOutAt !== null && signOutAt !== stayedFor && (
        // Above the pages' own antd provider: AntdScope gives the dialog the portal's theme.
        <AntdScope>
          <Suspense fallback={null}>
            <IdleWarningDialog signOutAt={signOutAt} onStay={() => setStayedFor(signOutAt)} />
          </Suspense>
        </AntdScope>
      )}
    </>
  );
}
