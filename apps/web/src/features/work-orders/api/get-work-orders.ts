import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderPage } from '@tender/api-contract';
import { WORK_ORDER_PAGE_SIZE, WORK_ORDER_TYPE } from '@tender/domain';
import { ApiError, callApi } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

/**
 * Spec 8: "no dataset is open" is logged only; the list then shows as empty. A code of the legacy
 * back end, not one this server answers (so not in the contract's codes): kept for a proxy that does.
 */
const LEGACY_NO_DATASET_CODE = 2000018;

/** workOrderList: one page of the caller's work orders, newest first. */
export async function getWorkOrders(searchdesc: string, page: number): Promise<WorkOrderPage> {
  try {
    const reply = await callApi('/workorder/list', {
      searchdesc,
      worktype: WORK_ORDER_TYPE,
      pageno: page,
      pagesize: WORK_ORDER_PAGE_SIZE,
      wonum: '',
      assetnum: '',
    });
    return reply.data;
  } catch (error) {
    if (error instanceof ApiError && error.code === LEGACY_NO_DATASET_CODE) {
      console.warn('work order list: no dataset open (2000018)', error.message);
      return { totalcount: 0, woResList: [] };
    }
    throw error;
  }
}

export const workOrdersQueryOptions = (searchdesc: string, page: number) =>
  queryOptions({
    queryKey: workOrderKeys.list({ searchdesc, page }),
    queryFn: () => getWorkOrders(searchdesc, page),
  });

export function useWorkOrders(searchdesc: string, page: number) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...workOrdersQueryOptions(searchdesc, page), placeholderData: keepPreviousData });
}
