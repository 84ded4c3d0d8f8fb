// What the server writes into a signed-in page's HTML (apps/server/src/http/spa.ts), through the build's
// route-preloads.json (vite.config.ts): the chunks the router's lazy routes will load for that page, so a
// browser fetches them with the entry instead of after it has run. Without them a phone on a slow network
// waits for the entry's download and evaluation before it even asks for the page's code
// (docs/performance.md). Each specifier is written exactly as router.tsx imports it; route-preloads.test.ts
// checks that it still does.

/** Loaded only where this media query matches (a `media` attribute on the link). */
export type MediaCondition = 'phone-header' | 'not-phone-header' | 'cards' | 'not-cards';

export interface PreloadModule {
  /** As router.tsx imports it, relative to src/app or with the `@/` alias. */
  specifier: string;
  media?: MediaCondition;
}

export interface RoutePreload {
  /** Matched against the path (no query). */
  pattern: RegExp;
  /** Which signed-in users open this page with these modules (staff get another list page). */
  supplierOnly: boolean;
  modules: readonly PreloadModule[];
}

/**
 * Every signed-in page in the app's frame: the signed-in messages (English, the fallback) and the shell
 * (its header, user menu and phone menu are plain, one chunk at every width).
 */
const SIGNED_IN_FRAME: readonly PreloadModule[] = [
  { specifier: '@/i18n/messages/en' },
  { specifier: './layout/app-shell' },
];
/** antd's provider, for the pages built with antd (issue 30: not a phone's list, detail or the home page). */
const ANTD = './antd-provider';

export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  {
    pattern: /^\/(tenders|tender-list)\/?$/,
    supplierOnly: true,
    modules: [
      ...SIGNED_IN_FRAME,
      { specifier: '@/features/tenders/pages/list-page' },
      { specifier: '@/features/tenders/components/tender-table', media: 'not-cards' },
      { specifier: ANTD, media: 'not-cards' },
    ],
  },
  {
    pattern: /^\/tenderdetail\//,
    supplierOnly: true,
    modules: [
      ...SIGNED_IN_FRAME,
      { specifier: './tender-detail-route' },
      { specifier: ANTD, media: 'not-cards' },
      { specifier: '@/features/tenders/components/phone-line-cards', media: 'cards' },
      { specifier: '@/features/tenders/components/tender-line-table', media: 'not-cards' },
    ],
  },
  {
    pattern: /^\/homepage\/?$/,
    supplierOnly: true,
    modules: [...SIGNED_IN_FRAME, { specifier: '@/features/home/pages/home-page' }],
  },
];
