/// <reference types="vite-plugin-pwa/vanillajs" />

/**
 * Registers the installable app's service worker (vite.config.ts `installableApp`) once the page has
 * loaded: its code (workbox-window, a chunk of its own) and its precaching never compete with the first
 * page. Not on the Vite dev server, which builds no worker.
 *
 * Updates never reload a page: pages come from the server first, so every visit already runs the newest
 * build; a new worker only refreshes the offline copy, and it takes over once every portal window is
 * closed. No reload prompt is needed, so none interrupts an estimator mid-pricing.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true, onNeedReload: () => {} }))
      // A worker that fails to load (an old tab after a redeploy) only costs the offline copy.
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
