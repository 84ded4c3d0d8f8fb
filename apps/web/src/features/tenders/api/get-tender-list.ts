import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderListItem, TenderListOrder } from '@tender/api-contract';
import { TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

export interface TenderListInput {
  hrid: string;
  page: number;
  /** Trimmed search text (tender number or description). */
  str: string;
  /** One of the status filter strings of spec 9, e.g. "in ('WTQUOTE')". */
  status: string;
  /** By closing date: latest first (the default) or earliest first. */
  order: TenderListOrder;
}

export async function getTenderList(params: TenderListInput): Promise<TenderListItem[]> {
  const reply = await listRequest({
    reqname: 'getudztb',
    hrid: params.hrid,
    // The legacy contract sends the page size and page as strings (spec 9).
    pagesize: String(TENDER_LIST_PAGE_SIZE),
    page: String(params.page),
    str: params.str,
    status: params.status,
    order: params.order,
  });
  return reply.getudztb;
}

export const tenderListQueryOptions = (params: TenderListInput) =>
  queryOptions({ queryKey: tenderKeys.list(params), queryFn: () => getTenderList(params) });

export function useTenderList(params: TenderListInput, enabled = true) {
  return useQuery({ ...tenderListQueryOptions(params), enabled, placeholderData: (previous) => previous });
}
