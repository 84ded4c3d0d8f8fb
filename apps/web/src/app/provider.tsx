import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { AntdScopeProvider } from '@/components/antd-scope';
import { ModalHost } from '@/components/modal';
import { queryClient } from '@/lib/query-client';

// antd loads with the first page that uses it (docs/architecture.md): the sign-in pages are plain React.
const LazyAntdProvider = lazy(async () => ({ default: (await import('./antd-provider')).AntdProvider }));

/**
 * Everything a page may rely on: the query cache, antd's provider for what renders through AntdScope,
 * and the host of showModal's dialogs. The signed-in pages get antd's provider from their layout route.
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
