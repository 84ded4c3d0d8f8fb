import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerRfqSchedule, buyerRfqUnschedule } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { scheduleRfq, unscheduleRfq } from './rfq-schedule-service.ts';

/**
 * Scheduled publish (issue 33, item 2): a buyer of the site only (an approver reads the schedule in the
 * list and on the tender page, never sets it: 1000004); an RFQ of another site answers as an unknown one
 * (4000001).
 */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = authenticate(ctx.db, 'buyer');

    app.post(
      buyerRfqSchedule.path,
      { schema: routeSchema(buyerRfqSchedule), preValidation: buyer },
      async (request) =>
        ok({
          data: await scheduleRfq(ctx.db, callerOf(request), request.body.rfqnum, request.body.publishat),
        }),
    );

    app.post(
      buyerRfqUnschedule.path,
      { schema: routeSchema(buyerRfqUnschedule), preValidation: buyer },
      async (request) => {
        await unscheduleRfq(ctx.db, callerOf(request), request.body.rfqnum);
        return ok({});
      },
    );
  };
}
