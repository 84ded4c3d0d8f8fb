import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buyerRfqDetail,
  buyerRfqInvite,
  buyerRfqList,
  buyerRfqPublish,
  buyerRfqSave,
  buyerRfqUninvite,
  buyerRfqUnseen,
  buyerSupplierRecord,
  buyerSupplierSearch,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { announceInvitations, unseenActivity } from '../notifications/index.ts';
import { readBuyerRfq } from './rfq-detail-service.ts';
import {
  type AnnounceInvitations,
  inviteSuppliers,
  publishRfq,
  uninviteSuppliers,
} from './rfq-invite-service.ts';
import { listBuyerRfqs } from './rfq-list-service.ts';
import { saveRfq } from './rfq-save-service.ts';
import { readSupplierRecord } from './supplier-record-service.ts';
import { searchSuppliers } from './supplier-search.ts';

// The buyer console's calls of part 1 (issue 17): list, detail, save (create, draft, amend), invite,
// uninvite, publish and the supplier search. Role 'buyer' (a staff user with the role; anyone else
// 1000004), the buyer's site only (another site's RFQ is 4000001). Mails are queued in the outbox in the
// change's transaction and sent by the outbox's worker once it commits (docs/architecture.md, Mail).

export function buyerRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = authenticate(ctx.db, 'buyer');
    // An approver reads the console too (issue 29): the list and the detail; every change stays the buyer's.
    const procurement = authenticate(ctx.db, 'procurement');
    // The invitations just made are mailed (each claimed once: announceInvitations).
    const announce: AnnounceInvitations = (trx, udztbIds) =>
      announceInvitations({ db: trx, config: ctx.config }, new Date(), udztbIds);

    app.post(
      buyerRfqList.path,
      { schema: routeSchema(buyerRfqList), preValidation: procurement },
      async (request) => ok({ data: await listBuyerRfqs(ctx.db, callerOf(request), request.body) }),
    );

    app.post(
      buyerRfqUnseen.path,
      { schema: routeSchema(buyerRfqUnseen), preValidation: procurement },
      async (request) => {
        const caller = callerOf(request);
        const { count, rfqs } = await unseenActivity(ctx.db, caller.userId, caller.siteid);
        return ok({ data: { unseen: count, rfqs } });
      },
    );

    app.post(
      buyerRfqDetail.path,
      { schema: routeSchema(buyerRfqDetail), preValidation: procurement },
      async (request) =>
        ok({
          data: await readBuyerRfq(
            ctx.db,
            ctx.config,
            callerOf(request),
            request.body.rfqnum,
            languageOf(request.headers.langcode),
          ),
        }),
    );

    app.post(
      buyerRfqSave.path,
      { schema: routeSchema(buyerRfqSave), preValidation: buyer },
      async (request) => {
        const saved = await saveRfq(ctx.db, ctx.config, callerOf(request), request.body);
        return ok({
          data: {
            rfqnum: saved.rfqnum,
            revision: saved.revision,
            version: saved.version,
            ...(saved.unscheduled ? { unscheduled: true } : {}),
          },
        });
      },
    );

    app.post(
      buyerRfqInvite.path,
      { schema: routeSchema(buyerRfqInvite), preValidation: buyer },
      async (request) => {
        const { invited } = await inviteSuppliers(
          ctx.db,
          callerOf(request),
          request.body.rfqnum,
          request.body.suppliers,
          announce,
        );
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
        const published = await publishRfq(ctx.db, callerOf(request), request.body.rfqnum, announce);
        return ok({ data: { rfqnum: published.rfqnum, invitations: published.invitations } });
      },
    );

    app.post(
      buyerSupplierSearch.path,
      { schema: routeSchema(buyerSupplierSearch), preValidation: procurement },
      async (request) =>
        ok({ data: { suppliers: await searchSuppliers(ctx.db, ctx.config, request.body.str) } }),
    );

    // A supplier's record with the caller's site (issue 33, item 5): buyers and approvers.
    app.post(
      buyerSupplierRecord.path,
      { schema: routeSchema(buyerSupplierRecord), preValidation: procurement },
      async (request) =>
        ok({
          data: await readSupplierRecord(ctx.db, ctx.config, callerOf(request), request.body.suppliercode),
        }),
    );
  };
}
