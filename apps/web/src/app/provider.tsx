import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { readCspNonce } from './csp-nonce';
import { theme } from './theme';
import { useAntdLocale } from './use-antd-locale';

// antd's CSS-in-JS <style> elements carry the page's nonce, so the policy needs no 'unsafe-inline'.
const csp = { nonce: readCspNonce() };

/** Everything a page may rely on: the query cache, antd's theme and locale, and antd's message/modal API. */
export function AppProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inserted between two CJK characters of a button ("登 录"). */}
      <ConfigProvider locale={locale} theme={theme} csp={csp} button={{ autoInsertSpace: false }}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
