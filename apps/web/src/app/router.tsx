import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { getSession } from '@/features/auth/session';
import { prefetchTenderDetail } from '@/features/tenders/api/prefetch-tender-detail';
import { prefetchTenderList } from '@/features/tenders/api/prefetch-tender-list';
import { CARDS_QUERY, matchesNow } from '@/hooks/use-media-query';
import { loadSignedInMessages } from '@/i18n/i18n';
import {
  RequireAuth,
  RequireBuyer,
  RequirePasswordChangeAllowed,
  RequireProcurement,
  RootRedirect,
} from './guards';
import { FirstScreenLoading, RootLayout } from './layout/root-layout';
import { LazyAntdProvider } from './provider';
import { RouteError } from './route-error';
import { UnknownPath } from './unknown-path';

// Each feature keeps its pages in features/<name>/pages/; the router puts them on paths behind the guards.
// Two pages are made of two features, put together in app/ so that neither feature imports the other's
// screens: the tender detail (tender-detail-route.tsx) and account settings (account-settings-route.tsx).
// Pages are loaded on demand so /login ships only what the login card needs: each public page is its
// own chunk, so the forgotten-password and password-change forms are not part of the login's code. The
// public pages are built without antd (docs/architecture.md). The signed-in pages' messages load with the
// first signed-in page (signedInPages). Since issue 30 the shell, the home page, the supplier's tender
// list, work orders and tender detail are plain too, and a phone draws no antd on them: antd and its
// provider load with the pages built with it (antdPages, a layout route loaded alongside the page's own
// code) or, in a plain page, with the part that needs it (AntdScope: a wide table, staff's view, a dialog).
const loginPage = async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage });
const forgetPasswordPage = async () => ({
  Component: (await import('@/features/auth/pages/forget-password-page')).ForgetPasswordPage,
});
const changePasswordPage = async () => ({
  Component: (await import('@/features/auth/pages/change-password-page')).ChangePasswordPage,
});
const registerPage = async () => ({
  Component: (await import('@/features/auth/pages/register-page')).RegisterPage,
});
const signedInPages = async () => {
  await loadSignedInMessages();
  return { Component: Outlet };
};
const antdPages = async () => {
  const [{ AntdOutlet }] = await Promise.all([import('./antd-provider'), loadSignedInMessages()]);
  return { Component: AntdOutlet };
};
const tenderDetail = {
  // Not awaited either: the header and lines load alongside the route's code.
  loader: ({ request }: LoaderFunctionArgs) => {
    prefetchTenderDetail(new URL(request.url), getSession());
    return null;
  },
  // The query holds only where the supplier is in the lines (page, filter, line: line-place.ts): moving
  // there is not a new tender to load.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
  // With the page, the view of its lines this window shows (tender-lines.tsx): one card per line on a
  // phone, the grid on a wide screen; not the other, and not after the page has rendered. The page is
  // plain; the wide grid and staff's view are antd's, so its provider loads with them, and a phone's
  // supplier downloads no antd for the first screen (issue 30).
  lazy: async () => {
    const staff = getSession()?.issupplier !== 1;
    const cards = matchesNow(CARDS_QUERY);
    const [route] = await Promise.all([
      import('./tender-detail-route'),
      cards
        ? import('@/features/tenders/components/phone-line-cards')
        : import('@/features/tenders/components/tender-line-table'),
      staff || !cards ? LazyAntdProvider.preload() : null,
    ]);
    if (staff) await route.StaffView.preload();
    return { Component: route.TenderDetailRoute };
  },
};
const tenderList = {
  // Not awaited: the rows load alongside the page's code, and navigation never waits for them.
  loader: ({ request }: LoaderFunctionArgs) => {
    prefetchTenderList(new URL(request.url), getSession());
    return null;
  },
  // With the page, what it shows at once: staff's search, or a supplier's table in a wide window (a phone
  // shows cards and loads no table).
  lazy: async () => {
    // The page is plain; the table and staff's search are antd, so its provider loads with them.
    const [{ TenderListPage }] = await Promise.all([
      import('@/features/tenders/pages/list-page'),
      getSession()?.issupplier !== 1
        ? Promise.all([
            import('@/features/tenders/components/staff-tender-search'),
            LazyAntdProvider.preload(),
          ])
        : matchesNow(CARDS_QUERY)
          ? null
          : Promise.all([import('@/features/tenders/components/tender-table'), LazyAntdProvider.preload()]),
    ]);
    return { Component: TenderListPage };
  },
};

// The buyer console (issue 17, features/buyer): the list, the editor, the tender page and the questions
// inbox, under the buyer's guard; an approver (issue 29) reads the list and tender pages and has the
// approvals console, the editor stays the buyer's.
const buyerEditor = async () => ({
  Component: (await import('@/features/buyer/pages/rfq-editor-page')).RfqEditorPage,
});
const buyerRoutes: RouteObject = {
  path: 'buyer',
  element: <RequireProcurement />,
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/rfq-list-page')).RfqListPage,
      }),
    },
    {
      element: <RequireBuyer />,
      children: [
        { path: 'rfq/new', lazy: buyerEditor },
        { path: 'rfq/:rfqnum/edit', lazy: buyerEditor },
        {
          path: 'questions',
          lazy: async () => ({
            Component: (await import('@/features/buyer/pages/questions-page')).BuyerQuestionsPage,
          }),
        },
      ],
    },
    {
      path: 'suppliers',
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/suppliers-page')).SuppliersPage,
      }),
    },
    {
      path: 'suppliers/:code',
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/supplier-record-page')).SupplierRecordPage,
      }),
    },
    {
      path: 'approvals',
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/approvals-page')).ApprovalsPage,
      }),
    },
    {
      path: 'rfq/:rfqnum',
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/tender-page')).BuyerTenderPage,
      }),
    },
    {
      path: 'registrations',
      lazy: async () => ({
        Component: (await import('@/features/buyer/pages/registrations-page')).RegistrationsPage,
      }),
    },
  ],
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy code loads.
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        lazy: async () => ({ Component: (await import('./layout/public-layout')).PublicLayout }),
        children: [
          { path: 'login', lazy: loginPage },
          { path: 'forgetpassword', lazy: forgetPasswordPage },
          {
            path: 'changepassword',
            element: <RequirePasswordChangeAllowed />,
            children: [{ index: true, lazy: changePasswordPage }],
          },
          // An invited company registers (issue 33, item 4): public, a long form with antd.
          { path: 'register', lazy: antdPages, children: [{ index: true, lazy: registerPage }] },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: signedInPages,
            children: [
              {
                lazy: async () => ({ Component: (await import('./layout/app-shell')).AppShell }),
                children: [
                  {
                    path: 'homepage',
                    lazy: async () => ({
                      Component: (await import('@/features/home/pages/home-page')).HomePage,
                    }),
                  },
                  { path: 'tenders', ...tenderList },
                  { path: 'tender-list', ...tenderList },
                  {
                    // Plain; a wide window's table is antd's, and its provider loads with the page there.
                    path: 'workorder-list',
                    lazy: async () => {
                      const [{ WorkOrderListPage }] = await Promise.all([
                        import('@/features/work-orders/pages/work-order-list-page'),
                        matchesNow(CARDS_QUERY) ? null : LazyAntdProvider.preload(),
                      ]);
                      return { Component: WorkOrderListPage };
                    },
                  },
                  // Plain, as the list: antd loads with the wide grid, staff's view and the dialogs.
                  { path: 'tenderdetail/:id/:total/:status', ...tenderDetail },
                  { path: 'tenderdetail/:id/:total/:status/:search', ...tenderDetail },
                  // Staff open a tender by supplier and tender number (spec 2.1, non-supplier row).
                  { path: 'tenderdetail/:id/:suppliername/:status/:siteid/:rfqnum', ...tenderDetail },
                  {
                    lazy: antdPages,
                    children: [
                      {
                        path: 'mycompanyprofile',
                        lazy: async () => ({
                          Component: (await import('@/features/profile/pages/profile-page')).ProfilePage,
                        }),
                      },
                      {
                        // Account Settings (spec 2.11); staff are kept to their pages by RequireAuth (spec 2.2).
                        path: 'accountsettings',
                        lazy: async () => ({
                          Component: (await import('./account-settings-route')).AccountSettingsRoute,
                        }),
                      },
                      buyerRoutes,
                      {
                        // Installing the portal as an app (spec 2.11); staff are kept to their pages by RequireAuth.
                        path: 'appdownload',
                        lazy: async () => ({
                          Component: (await import('@/features/app-download/pages/app-download-page'))
                            .AppDownloadPage,
                        }),
                      },
                    ],
                  },
                ],
              },
              {
                // The bidding cost report prints without the portal's header and footer.
                path: 'report/bidding-cost/:udztbnum',
                lazy: antdPages,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('@/features/tenders/pages/print-page')).TenderPrintPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath />, handle: { unknownPath: true } },
    ],
  },
];

/**
 * Made by main.tsx once the API client is configured: a data router starts the first navigation at
 * once, and its loaders (the tender list's prefetch) call the API.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
