// antd's design tokens for theme.ts as CSS variables (vite.config.ts), before the styles that use them.
import 'virtual:antd-tokens.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { getSession } from '@/features/auth/session';
import { signOutToLogin } from '@/features/auth/sign-out';
import { startTabSession } from '@/features/auth/tab-session';
import { i18nReady } from '@/i18n/i18n';
import { configureApiClient } from '@/lib/api-client';
import { listenForInstallPrompt } from '@/lib/install-prompt';
import { nonceNewStyleElements, readCspNonce } from './app/csp-nonce';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { registerServiceWorkerAfterLoad } from './app/service-worker';

// Before anything renders: every style element must carry the page's nonce to pass its policy.
const cspNonce = readCspNonce();
if (cspNonce) nonceNewStyleElements(cspNonce);

// The installable app: the browser's install offer is kept for the App Download page, and the service
// worker registers after the page has loaded.
listenForInstallPrompt();
registerServiceWorkerAfterLoad();

configureApiClient({
  getToken: () => getSession()?.token ?? null,
  getLoginId: () => getSession()?.loginid ?? null,
  onSessionEnded: () => signOutToLogin(router.navigate, 'sessionEnded', 'this-session'),
});
// Before the first route renders: a tab opened on a link takes the session of an open tab.
startTabSession(() => signOutToLogin(router.navigate, 'signedOutElsewhere', 'this-tab'));
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in slices between which the browser stays
// responsive, instead of one long task (on signed-in pages antd computes its styles while rendering).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  ),
);
