import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AntdScopeProvider } from '@/components/antd-scope';
import { ModalHost } from '@/components/modal';
import { preloadable } from '@/components/preloadable';
import { queryClient } from '@/lib/query-client';

/**
 * antd loads with the first page or part of a page that uses it (docs/architecture.md): the sign-in pages
 * and a phone's first screens are plain React. A page built with antd preloads it with its own code
 * (router.tsx), so it is drawn at once, without a frame of the Suspense fallback.
 */
export const LazyAntdProvider = preloadable(async () => (await import('./antd-provider')).AntdProvider);

/**
 * Everything a page may rely on: the query cache, antd's provider for what renders through AntdScope,
 * and the host of showModal's dialogs. A page built with antd renders under AntdScope (router.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdScopeProvider provider={LazyAntdProvider}>
        {children}
        <ModalHost />
      </AntdScopeProvider>
    </QueryClientProvider>
  );
}
