import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buyerRfqCopy,
  buyerTemplateDelete,
  buyerTemplateList,
  buyerTemplateSave,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { copyRfq } from './rfq-copy-service.ts';
import { listSiteTemplates, removeTemplate, saveTemplate } from './template-service.ts';

/**
 * Copy and templates (issue 33, item 1): a buyer of the site only (an approver or anyone else 1000004);
 * an RFQ or a template of another site answers as an unknown one (4000001, 5600024).
 */
export function templateRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const buyer = authenticate(ctx.db, 'buyer');

    app.post(
      buyerRfqCopy.path,
      { schema: routeSchema(buyerRfqCopy), preValidation: buyer },
      async (request) => ok({ data: await copyRfq(ctx, callerOf(request), request.body) }),
    );

    app.post(
      buyerTemplateList.path,
      { schema: routeSchema(buyerTemplateList), preValidation: buyer },
      async (request) => ok({ data: { templates: await listSiteTemplates(ctx.db, callerOf(request)) } }),
    );

    app.post(
      buyerTemplateSave.path,
      { schema: routeSchema(buyerTemplateSave), preValidation: buyer },
      async (request) => ok({ data: await saveTemplate(ctx, callerOf(request), request.body) }),
    );

    app.post(
      buyerTemplateDelete.path,
      { schema: routeSchema(buyerTemplateDelete), preValidation: buyer },
      async (request) => {
        await removeTemplate(ctx, callerOf(request), request.body.templateid);
        return ok({});
      },
    );
  };
}
