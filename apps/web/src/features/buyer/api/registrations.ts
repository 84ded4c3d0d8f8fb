import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyerInviteNewBody,
  BuyerRegistrationApproveBody,
  BuyerRegistrationRejectBody,
  BuyerRegistrationResendBody,
  ReplyAt,
} from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';
import { buyerKeys } from './query-keys';

// Inviting a company that is not registered (issue 33, item 4): the invitation with its duplicates check,
// the site's registrations, and the review.

export type InvitedNew = Success<ReplyAt<'/buyer/rfq/invitenew'>>['data'];
export type BuyerRegistrations = Success<ReplyAt<'/buyer/registration/list'>>['data']['registrations'];

const registrationsKey = (filter: { rfqnum?: string; pending?: boolean }) =>
  [...buyerKeys.all(), 'registrations', filter] as const;

export function useInviteNewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuyerInviteNewBody) => (await callApi('/buyer/rfq/invitenew', body)).data,
    onSuccess: (_data, body) => {
      invalidateRfq(queryClient, body.rfqnum);
      void queryClient.invalidateQueries({ queryKey: [...buyerKeys.all(), 'registrations'] });
    },
  });
}

/** The registrations of the site: of one RFQ, or those waiting for review first. */
export function useRegistrations(filter: { rfqnum?: string; pending?: boolean } = {}) {
  return useQuery({
    queryKey: registrationsKey(filter),
    queryFn: async ({ signal }) =>
      (await callApi('/buyer/registration/list', filter, { signal })).data.registrations,
  });
}

/** After a decision: the registrations, and the RFQs (an approval invites to one). */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...buyerKeys.all(), 'registrations'] });
    void queryClient.invalidateQueries({ queryKey: buyerKeys.rfqs() });
  };
}

export function useApproveRegistration() {
  const onSuccess = useAfterDecision();
  return useMutation({
    mutationFn: async (body: BuyerRegistrationApproveBody) =>
      (await callApi('/buyer/registration/approve', body)).data,
    onSuccess,
  });
}

export function useRejectRegistration() {
  const onSuccess = useAfterDecision();
  return useMutation({
    mutationFn: async (body: BuyerRegistrationRejectBody) => {
      await callApi('/buyer/registration/reject', body);
    },
    onSuccess,
  });
}

/** A new link for an invitation not used yet (waiting, or expired): the list shows its new expiry. */
export function useResendRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuyerRegistrationResendBody) =>
      (await callApi('/buyer/registration/resend', body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...buyerKeys.all(), 'registrations'] });
    },
  });
}
