import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buyerRegistrationApprove,
  buyerRegistrationList,
  buyerRegistrationReject,
  buyerRegistrationResend,
  buyerRfqInviteNew,
  registerCheck,
  registerSubmit,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import type { ServerKeys } from '../auth/index.ts';
import { registerSignInLimit } from '../auth/index.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { announceInvitations } from '../notifications/index.ts';
import {
  approveRegistration,
  checkRegistrationLink,
  inviteNewCompany,
  listSiteRegistrations,
  rejectRegistration,
  resendRegistrationLink,
  submitRegistration,
} from './registration-service.ts';
import type { AnnounceInvitations } from './rfq-invite-service.ts';

/**
 * Inviting a company that is not registered (issue 33, item 4). The buyer invites (role buyer, the RFQ of
 * their site); the company registers through its link without a session, each failed attempt counted
 * with the sign-in failures of its address (3000012 once used up), as on the other public calls; an
 * approver or a buyer of the site reviews (a registration of another site is 5600056).
 */
export function registrationRoutes(ctx: AppContext, keys: ServerKeys): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = authenticate(ctx.db, 'buyer');
    const procurement = authenticate(ctx.db, 'procurement');
    const publicAttempt = await registerSignInLimit(app, ctx);
    const announce: AnnounceInvitations = (trx, udztbIds) =>
      announceInvitations({ db: trx, config: ctx.config }, new Date(), udztbIds);

    app.post(
      buyerRfqInviteNew.path,
      { schema: routeSchema(buyerRfqInviteNew), preValidation: buyer },
      async (request) => ok({ data: await inviteNewCompany(ctx, callerOf(request), request.body) }),
    );

    app.post(
      registerCheck.path,
      { schema: routeSchema(registerCheck), preHandler: publicAttempt },
      async (request) => ok({ data: await checkRegistrationLink(ctx.db, request.body.token) }),
    );

    app.post(
      registerSubmit.path,
      { schema: routeSchema(registerSubmit), preHandler: publicAttempt },
      async (request) => {
        await submitRegistration(ctx, keys, request.body);
        return ok({});
      },
    );

    app.post(
      buyerRegistrationList.path,
      { schema: routeSchema(buyerRegistrationList), preValidation: procurement },
      async (request) =>
        ok({ data: { registrations: await listSiteRegistrations(ctx.db, callerOf(request), request.body) } }),
    );

    app.post(
      buyerRegistrationApprove.path,
      { schema: routeSchema(buyerRegistrationApprove), preValidation: procurement },
      async (request) =>
        ok({
          data: await approveRegistration(ctx, callerOf(request), request.body.registrationid, announce),
        }),
    );

    app.post(
      buyerRegistrationReject.path,
      { schema: routeSchema(buyerRegistrationReject), preValidation: procurement },
      async (request) => {
        await rejectRegistration(ctx, callerOf(request), request.body.registrationid, request.body.reason);
        return ok({});
      },
    );

    app.post(
      buyerRegistrationResend.path,
      { schema: routeSchema(buyerRegistrationResend), preValidation: buyer },
      async (request) =>
        ok({ data: await resendRegistrationLink(ctx, callerOf(request), request.body.registrationid) }),
    );
  };
}
