import { OkReply } from './common.ts';
import { defineOperation } from './operation.ts';

// The load balancers' check (docs/deployment.md): not a call of the spec, but a path of the API all the same.

export const health = defineOperation({
  method: 'GET',
  path: '/health',
  name: 'health',
  summary: 'Whether this server can reach its database',
  description:
    'For load balancers: no session and no body. HTTP 200 with code 0 while the database answers; HTTP ' +
    '503 with the coded error 1000001 when it does not (the cause goes to the log only).',
  role: 'public',
  reply: OkReply,
  errors: [],
  tags: ['Service'],
});

export const healthOperations = [health] as const;
