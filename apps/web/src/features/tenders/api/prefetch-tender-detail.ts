import type { LoginData } from '@tender/api-contract';
import { queryClient } from '@/lib/query-client';
import { detailRequestOf } from '../lib/detail-path';
import { tenderHeaderQueryOptions } from './get-tender-header';
import { tenderLinesQueryOptions } from './get-tender-lines';

/** The header and lines queries of a tender detail path: the page and its prefetch ask for the same. */
export function tenderDetailQueries(pathname: string, session: Pick<LoginData, 'siteid'> | null) {
  const request = detailRequestOf(pathname, session?.siteid ?? '');
  if (!request) return null;
  return {
    path: request.path,
    header: tenderHeaderQueryOptions(request.udztbnum),
    lines: tenderLinesQueryOptions(request.siteid, request.udztbnum),
  };
}

/**
 * Starts a tender's header and lines requests as soon as its detail is navigated to, while the route's
 * code still loads, instead of after the page's first render (docs/performance.md). The router passes
 * the session, so this module (in the first chunk) does not pull the auth feature's screens in.
 */
export function prefetchTenderDetail(url: URL, session: Pick<LoginData, 'siteid'> | null): void {
  if (!session) return;
  const queries = tenderDetailQueries(url.pathname, session);
  if (!queries) return;
  void queryClient.prefetchQuery(queries.header);
  void queryClient.prefetchQuery(queries.lines);
}
