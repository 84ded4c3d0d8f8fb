import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buyerApprovalList,
  buyerQuestionAnswer,
  buyerQuestionList,
  buyerRfqApprove,
  buyerRfqAward,
  buyerRfqCancel,
  buyerRfqNegotiate,
  buyerRfqTabulation,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { wholeNumber } from '../http/request-values.ts';
import { approveAward, listApprovals } from './approval-service.ts';
import { awardRfq } from './award-service.ts';
import {
  answerBuyerQuestion,
  BUYER_QUESTION_PAGE_SIZE,
  listBuyerQuestions,
} from './buyer-questions-service.ts';
import { cancelRfq } from './cancel-service.ts';
import { negotiateRfq } from './negotiate-service.ts';
import { getTabulation } from './tabulation-service.ts';

/**
 * The buyer console after closing (issue 17): the tabulation, a negotiation round, the award, the
 * cancellation, and the questions inbox with its answers. Role 'buyer' (anyone else: 1000004), the
 * buyer's own site only; the tabulation and the list of awards waiting for approval also for an approver
 * ('procurement'), the approval of an award only for an approver (issue 29).
 */
export function outcomeRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = { preValidation: authenticate(ctx.db, 'buyer') };
    const procurement = { preValidation: authenticate(ctx.db, 'procurement') };
    const approver = { preValidation: authenticate(ctx.db, 'approver') };

    app.post(
      buyerRfqTabulation.path,
      { schema: routeSchema(buyerRfqTabulation), ...procurement },
      async (request) =>
        ok({
          data: await getTabulation(ctx.db, callerOf(request), request.body.rfqnum, ctx.config.currency),
        }),
    );

    app.post(buyerRfqNegotiate.path, { schema: routeSchema(buyerRfqNegotiate), ...buyer }, async (request) =>
      ok({ data: await negotiateRfq(ctx, callerOf(request), request.body) }),
    );

    app.post(buyerRfqAward.path, { schema: routeSchema(buyerRfqAward), ...buyer }, async (request) =>
      ok({ data: await awardRfq(ctx, callerOf(request), request.body) }),
    );

    app.post(buyerRfqApprove.path, { schema: routeSchema(buyerRfqApprove), ...approver }, async (request) =>
      ok({ data: await approveAward(ctx, callerOf(request), request.body) }),
    );

    app.post(
      buyerApprovalList.path,
      { schema: routeSchema(buyerApprovalList), ...procurement },
      async (request) => ok({ data: { list: await listApprovals(ctx.db, ctx.config, callerOf(request)) } }),
    );

    app.post(buyerRfqCancel.path, { schema: routeSchema(buyerRfqCancel), ...buyer }, async (request) => {
      await cancelRfq(ctx, callerOf(request), request.body);
      return ok({});
    });

    app.post(
      buyerQuestionList.path,
      { schema: routeSchema(buyerQuestionList), ...buyer },
      async (request) => {
        const { rfqnum, unanswered, page, pagesize } = request.body;
        const data = await listBuyerQuestions(ctx.db, callerOf(request), {
          ...(rfqnum === undefined ? {} : { rfqnum }),
          unanswered,
          page: page === undefined ? 1 : wholeNumber(page),
          pagesize: pagesize === undefined ? BUYER_QUESTION_PAGE_SIZE : wholeNumber(pagesize),
        });
        return ok({ data });
      },
    );

    app.post(
      buyerQuestionAnswer.path,
      { schema: routeSchema(buyerQuestionAnswer), ...buyer },
      async (request) => {
        await answerBuyerQuestion(ctx, callerOf(request), request.body);
        return ok({});
      },
    );
  };
}
