import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  licenceDetail,
  scopeDetail,
  supplierDetail,
  updateLicenceDetail as updateLicenceDetailOp,
  updateScopeDetail,
  updateSupplierDetail as updateSupplierDetailOp,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import {
  getLicenceDetail,
  getScopeDetail,
  getSupplierDetail,
  updateLicenceDetail,
  updateScopes,
  updateSupplierDetail,
} from './profile-service.ts';

/** The company profile calls of spec 7: suppliers only, each on the caller's own supplier. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const preHandler = authenticate(ctx.db, 'supplier');
    const saved = (langcode: unknown) => {
      const message = t(languageOf(langcode), 'profile.saved');
      return { message, msg: message };
    };

    app.post(supplierDetail.path, { preHandler, schema: routeSchema(supplierDetail) }, async (request) =>
      ok({ data: await getSupplierDetail(ctx, callerOf(request), request.body.suppliername) }),
    );

    app.post(
      updateSupplierDetailOp.path,
      { preHandler, schema: routeSchema(updateSupplierDetailOp) },
      async (request) => {
        await updateSupplierDetail(ctx, callerOf(request), request.body);
        return ok(saved(request.headers.langcode));
      },
    );

    app.post(scopeDetail.path, { preHandler, schema: routeSchema(scopeDetail) }, async (request) =>
      ok({
        data: await getScopeDetail(
          ctx,
          callerOf(request),
          request.body.suppliername,
          Number(request.body.svcscopeid),
        ),
      }),
    );

    app.post(
      updateScopeDetail.path,
      { preHandler, schema: routeSchema(updateScopeDetail) },
      async (request) => {
        const svcscopelist = await updateScopes(ctx, callerOf(request), request.body);
        return ok({ ...saved(request.headers.langcode), data: { svcscopelist } });
      },
    );

    app.post(licenceDetail.path, { preHandler, schema: routeSchema(licenceDetail) }, async (request) =>
      ok({
        data: await getLicenceDetail(
          ctx,
          callerOf(request),
          request.body.suppliername,
          Number(request.body.licensecertid),
        ),
      }),
    );

    app.post(
      updateLicenceDetailOp.path,
      { preHandler, schema: routeSchema(updateLicenceDetailOp) },
      async (request) => {
        const licence = await updateLicenceDetail(ctx, callerOf(request), request.body);
        return ok({ ...saved(request.headers.langcode), data: licence ?? {} });
      },
    );
  };
}
