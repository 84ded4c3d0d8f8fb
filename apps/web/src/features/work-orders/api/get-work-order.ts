import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrderDetail } from '@tender/api-contract';
import { WORK_ORDER_TYPE } from '@tender/domain';
import { callApi } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

/** workOrderDetail: one work order of the caller with its documents (fresh signed links each time). */
export async function getWorkOrder(wonum: string): Promise<WorkOrderDetail> {
  const reply = await callApi('/workorder/detail', { worktype: WORK_ORDER_TYPE, wonum, assetnum: '' });
  return reply.data;
}

export const workOrderQueryOptions = (wonum: string) =>
  queryOptions({ queryKey: workOrderKeys.detail(wonum), queryFn: () => getWorkOrder(wonum), retry: false });

export function useWorkOrder(wonum: string) {
  return useQuery({ ...workOrderQueryOptions(wonum), enabled: wonum !== '' });
}
