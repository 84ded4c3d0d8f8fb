import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buyerRfqDetail,
  buyerRfqInvite,
  buyerRfqList,
  buyerRfqPublish,
  buyerRfqSave,
  buyerRfqUninvite,
  buyerSupplierSearch,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { announceInvitations, mailAmendment } from '../notifications/index.ts';
import { readBuyerRfq } from './rfq-detail-service.ts';
import { inviteSuppliers, publishRfq, uninviteSuppliers } from './rfq-invite-service.ts';
import { listBuyerRfqs } from './rfq-list-service.ts';
import { saveRfq } from './rfq-save-service.ts';
import { searchSuppliers } from './supplier-search.ts';

// The buyer console's calls of part 1 (issue 17): list, detail, save (create, draft, amend), invite,
// uninvite, publish and the supplier search. Role 'buyer' (a staff user with the role; anyone else
// 1000004), the buyer's site only (another site's RFQ is 4000001). Mails go after the commit, in the
// background: a mail that fails is logged and never undoes the change (notifications/send-each.ts).

/** Mails the invitations just made (each claimed once: announceInvitations). */
function mailInvitations(ctx: AppContext, udztbIds: readonly number[]): void {
  if (udztbIds.length === 0) return;
  ctx.tasks.run('buyer-invitation-mails', async () => {
    await announceInvitations(ctx, new Date(), udztbIds);
  });
}

export function buyerRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = authenticate(ctx.db, 'buyer');

    app.post(
      buyerRfqList.path,
      { schema: routeSchema(buyerRfqList), preValidation: buyer },
      async (request) => ok({ data: await listBuyerRfqs(ctx.db, callerOf(request), request.body) }),
    );

    app.post(
      buyerRfqDetail.path,
      { schema: routeSchema(buyerRfqDetail), preValidation: buyer },
      async (request) =>
        ok({ data: await readBuyerRfq(ctx.db, ctx.config, callerOf(request), request.body.rfqnum) }),
    );

    app.post(
      buyerRfqSave.path,
      { schema: routeSchema(buyerRfqSave), preValidation: buyer },
      async (request) => {
        const saved = await saveRfq(ctx.db, ctx.config, callerOf(request), request.body);
        const amendment = saved.amendment;
        if (amendment) {
          ctx.tasks.run('buyer-amendment-mails', async () => {
            await mailAmendment(ctx, amendment.rfqId, amendment);
          });
        }
        return ok({ data: { rfqnum: saved.rfqnum, revision: saved.revision, version: saved.version } });
      },
    );

    app.post(
      buyerRfqInvite.path,
      { schema: routeSchema(buyerRfqInvite), preValidation: buyer },
      async (request) => {
        const { invited, udztbIds } = await inviteSuppliers(
          ctx.db,
          callerOf(request),
          request.body.rfqnum,
          request.body.suppliers,
        );
        mailInvitations(ctx, udztbIds);
        return ok({ data: { invited } });
      },
    );

    app.post(
      buyerRfqUninvite.path,
      { schema: routeSchema(buyerRfqUninvite), preValidation: buyer },
      async (request) => {
        await uninviteSuppliers(ctx.db, callerOf(request), request.body.rfqnum, request.body.suppliers);
        return ok({});
      },
    );

    app.post(
      buyerRfqPublish.path,
      { schema: routeSchema(buyerRfqPublish), preValidation: buyer },
      async (request) => {
        const published = await publishRfq(ctx.db, callerOf(request), request.body.rfqnum);
        mailInvitations(ctx, published.udztbIds);
        return ok({ data: { rfqnum: published.rfqnum, invitations: published.invitations } });
      },
    );

    app.post(
      buyerSupplierSearch.path,
      { schema: routeSchema(buyerSupplierSearch), preValidation: buyer },
      async (request) =>
        ok({ data: { suppliers: await searchSuppliers(ctx.db, ctx.config, request.body.str) } }),
    );
  };
}
