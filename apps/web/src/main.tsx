import './app/styles.css';
import '@/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setLoginNotice } from '@/features/auth/login-notice';
import { getSession } from '@/features/auth/session';
import { signOutLocally } from '@/features/auth/sign-out';
import { configureApiClient } from '@/lib/api-client';
import { AppProvider } from './app/provider';
import { router } from './app/router';

configureApiClient({
  getToken: () => getSession()?.token ?? null,
  onSessionEnded: () => {
    signOutLocally();
    setLoginNotice('sessionEnded');
    void router.navigate('/login', { replace: true });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
