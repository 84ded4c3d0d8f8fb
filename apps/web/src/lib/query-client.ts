import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Business errors (a non-zero code) will not change on a retry; only lost connections are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.code === -1 && failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
