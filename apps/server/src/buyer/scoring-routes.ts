import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerRfqScore } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { scoreQuotation } from './scoring-service.ts';

/**
 * Scores (issue 33, item 3): a buyer or an approver of the RFQ's site ('procurement'; a supplier or anyone
 * else 1000004); an RFQ of another site answers as an unknown one (4000001).
 */
export function scoringRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const procurement = authenticate(ctx.db, 'procurement');
    app.post(
      buyerRfqScore.path,
      { schema: routeSchema(buyerRfqScore), preValidation: procurement },
      async (request) => ok({ data: await scoreQuotation(ctx.db, callerOf(request), request.body) }),
    );
  };
}
