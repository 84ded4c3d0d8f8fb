import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { InsideAntdScope } from '@/components/antd-scope';
import { useMediaQuery } from '@/hooks/use-media-query';
import { readCspNonce } from './csp-nonce';
import { theme } from './theme';
import { useAntdLocale } from './use-antd-locale';

// antd's CSS-in-JS <style> elements carry the page's nonce, so the policy needs no 'unsafe-inline'.
const csp = { nonce: readCspNonce() };

// Toasts sit under the header bar's height, not at the very top: a drawer's title (and its close button)
// there stays readable while a toast shows (issue 18, item 15). A modal's title starts lower (100 px).
const TOAST_TOP = 72;
const messageConfig = { top: TOAST_TOP };
const notificationConfig = { top: TOAST_TOP };

// Whoever asks the system for less motion gets none from antd: no zoom, slide, fade or wave (app/styles.css
// does the same for the sign-in pages). The end-to-end runs ask for it (playwright.config.ts), so a click
// never lands on a dialog or a dropdown that is still moving in.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * antd's theme, locale and App (message and modal API). Loaded with the signed-in pages (AntdOutlet) and,
 * on the sign-in pages, only when they open a dialog (AntdScope): the first screen loads no antd.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  const still = useMediaQuery(REDUCED_MOTION);
  return (
    // No space inserted between two CJK characters of a button ("登 录").
    <ConfigProvider
      locale={locale}
      theme={still ? stillTheme : theme}
      csp={csp}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp message={messageConfig} notification={notificationConfig}>
        <InsideAntdScope>{children}</InsideAntdScope>
      </AntdApp>
    </ConfigProvider>
  );
}

/** The signed-in pages' layout route: everything below it is built with antd. */
export function AntdOutlet() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
