import { queryOptions, useQuery } from '@tanstack/react-query';
import { WORK_ORDER_TYPE } from '@tender/domain';
import { apiPost } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail } from './work-order-types';

/** workOrderDetail: one work order of the caller with its documents (fresh signed links each time). */
export async function getWorkOrder(wonum: string): Promise<WorkOrderDetail> {
  const reply = await apiPost<{ data: WorkOrderDetail }>('/workorder/detail', {
    worktype: WORK_ORDER_TYPE,
    wonum,
    assetnum: '',
  });
  return { ...reply.data, docs: reply.data.docs ?? [] };
}

export const workOrderQueryOptions = (wonum: string) =>
  queryOptions({ queryKey: workOrderKeys.detail(wonum), queryFn: () => getWorkOrder(wonum), retry: false });

export function useWorkOrder(wonum: string) {
  return useQuery({ ...workOrderQueryOptions(wonum), enabled: wonum !== '' });
}
