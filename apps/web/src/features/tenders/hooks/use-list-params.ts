import { useSearchParams } from 'react-router';
import { filterByKey, filterKey } from '../lib/list-filter';

/** The list's page, status filter and search as the URL's query holds them. */
export function listParamsOf(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { page, filter: filterByKey(params.get('status')), search: params.get('q') ?? '' };
}

/** Page, status filter and search of the tender list, kept in the URL so Back from a detail restores them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { page, filter, search } = listParamsOf(params);

  const update = (next: { page?: number; status?: string; q?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.page !== undefined) merged.set('page', String(next.page));
    if (next.status !== undefined) merged.set('status', next.status);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    setParams(merged, { replace: true });
  };

  return { page, filter, filterKey: filterKey(filter), search, update };
}
