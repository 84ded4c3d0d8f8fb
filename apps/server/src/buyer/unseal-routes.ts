import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerRfqUnseal } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { unsealRfq } from './unseal-service.ts';

/**
 * The opening quorum's unseal (issue 29): a buyer or an approver of the RFQ's site (role 'procurement',
 * anyone else 1000004).
 */
export function unsealRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      buyerRfqUnseal.path,
      { schema: routeSchema(buyerRfqUnseal), preValidation: authenticate(ctx.db, 'procurement') },
      async (request) => ok({ data: await unsealRfq(ctx.db, callerOf(request), request.body.rfqnum) }),
    );
  };
}
