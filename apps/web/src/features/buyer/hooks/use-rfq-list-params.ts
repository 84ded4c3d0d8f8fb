import type { BuyerRfqStage } from '@tender/api-contract';
import { isRfqStage } from '@tender/domain';
import { useSearchParams } from 'react-router';

/** Tenders shown on a page of the console's list. */
export const RFQ_LIST_PAGE_SIZE = 20;

/** The list's page, stage filter ('' every stage) and search as the URL's query holds them. */
export function rfqListParamsOf(params: URLSearchParams): {
  page: number;
  stage: BuyerRfqStage | '';
  q: string;
} {
  const stage = params.get('stage') ?? '';
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    stage: isRfqStage(stage) ? stage : '',
    q: params.get('q') ?? '',
  };
}

/** Page, stage and search of the console's list, kept in the URL so Back and a pasted link restore them. */
export function useRfqListParams() {
  const [params, setParams] = useSearchParams();
  const current = rfqListParamsOf(params);

  const update = (next: { page?: number; stage?: string; q?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) continue;
      if (value === '' || (key === 'page' && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged, { replace: true });
  };

  return { ...current, update };
}
