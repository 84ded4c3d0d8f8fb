import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerScoreBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** Scores one quotation on the criteria other than price (issue 33): the caller's own scores. */
export async function scoreRfq(body: BuyerScoreBody): Promise<{ scored: number }> {
  return (await callApi('/buyer/rfq/score', body)).data;
}

export function useScoreRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scoreRfq,
    onSuccess: (_result, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
