import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegisterSubmitBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { encryptForServer } from './connect';

// The public registration of an invited company (issue 33, item 4): what the link is for, and the submit.

/** What a registration link is for; a refusal (unknown, used, expired) is the query's error. */
export function useRegistrationLink(token: string) {
  return useQuery({
    queryKey: ['register', 'check', token],
    queryFn: async ({ signal }) => (await callApi('/register/check', { token }, { signal })).data,
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitRegistration() {
  return useMutation({
    mutationFn: async (body: Omit<RegisterSubmitBody, 'password'> & { password: string }) => {
      await callApi('/register/submit', { ...body, password: await encryptForServer(body.password) });
    },
  });
}
