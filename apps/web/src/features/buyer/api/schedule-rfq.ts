import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerRfqScheduleBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

export type BuyerRfqScheduled = Success<ReplyAt<'/buyer/rfq/schedule'>>['data'];

/** Schedules (or moves) a draft's publication (issue 33): it publishes itself at `publishat`. */
export async function scheduleRfq(body: BuyerRfqScheduleBody): Promise<BuyerRfqScheduled> {
  const reply = await callApi('/buyer/rfq/schedule', body);
  return reply.data;
}

export function useScheduleRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleRfq,
    onSuccess: (_reply, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}

/** Takes a draft off its scheduled publication; it stays a draft. */
export async function unscheduleRfq(rfqnum: string): Promise<void> {
  await callApi('/buyer/rfq/unschedule', { rfqnum });
}

export function useUnscheduleRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unscheduleRfq,
    onSuccess: (_reply, rfqnum) => invalidateRfq(queryClient, rfqnum),
  });
}
