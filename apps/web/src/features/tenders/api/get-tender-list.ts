import { queryOptions, useQuery } from '@tanstack/react-query';
import { TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';
import type { TenderListRow } from './tender-types';

export interface TenderListParams {
  hrid: string;
  page: number;
  /** Trimmed search text (tender number or description). */
  str: string;
  /** One of the status filter strings of spec 9, e.g. "in ('WTQUOTE')". */
  status: string;
}

interface TenderListReply {
  getudztb: TenderListRow[];
}

export async function getTenderList(params: TenderListParams): Promise<TenderListRow[]> {
  const reply = await apiPost<TenderListReply>('/util/list', {
    reqname: 'getudztb',
    hrid: params.hrid,
    // The server contract wants the page size and page as strings (spec 9).
    pagesize: String(TENDER_LIST_PAGE_SIZE),
    page: String(params.page),
    str: params.str,
    status: params.status,
  });
  return reply.getudztb ?? [];
}

export const tenderListQueryOptions = (params: TenderListParams) =>
  queryOptions({ queryKey: tenderKeys.list(params), queryFn: () => getTenderList(params) });

export function useTenderList(params: TenderListParams, enabled = true) {
  return useQuery({ ...tenderListQueryOptions(params), enabled, placeholderData: (previous) => previous });
}
