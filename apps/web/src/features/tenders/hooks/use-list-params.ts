import { useSearchParams } from 'react-router';
import { DEFAULT_ORDER, filterByKey, filterKey, orderByKey } from '../lib/list-filter';

/** The list's page, status filter, search and order as the URL's query holds them. */
export function listParamsOf(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    page,
    filter: filterByKey(params.get('status')),
    search: params.get('q') ?? '',
    order: orderByKey(params.get('order')),
  };
}

/**
 * Page, status filter, search and order of the tender list, kept in the URL so Back from a detail (or a
 * pasted link) restores them.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { page, filter, search, order } = listParamsOf(params);

  const update = (next: { page?: number; status?: string; q?: string; order?: string }) => {
    const merged = new URLSearchParams(params);
    if (next.page !== undefined) merged.set('page', String(next.page));
    if (next.status !== undefined) merged.set('status', next.status);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    if (next.order !== undefined) {
      if (next.order === DEFAULT_ORDER) merged.delete('order');
      else merged.set('order', orderByKey(next.order));
    }
    setParams(merged, { replace: true });
  };

  return { page, filter, filterKey: filterKey(filter), search, order, update };
}
