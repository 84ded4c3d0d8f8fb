import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { languageOf } from '../i18n/language.ts';
import {
  LicenceDetailBody,
  LicenceUpdateBody,
  ScopeDetailBody,
  ScopeUpdateBody,
  SupplierDetailBody,
  SupplierUpdateBody,
} from './profile-schemas.ts';
import {
  getLicenceDetail,
  getScopeDetail,
  getSupplierDetail,
  updateLicenceDetail,
  updateScopes,
  updateSupplierDetail,
} from './profile-service.ts';
import { saveSuccessMessage } from './save-message.ts';

/** The company profile calls of spec 7: suppliers only, each on the caller's own supplier. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const preHandler = authenticate(ctx.db, 'supplier');
    const saved = (langcode: unknown) => {
      const message = saveSuccessMessage(languageOf(langcode));
      return { code: 0, success: true, message, msg: message };
    };

    app.post('/supplier/detail', { preHandler, schema: { body: SupplierDetailBody } }, async (request) => ({
      code: 0,
      success: true,
      data: await getSupplierDetail(ctx, callerOf(request), request.body.suppliername),
    }));

    app.post('/supplier/update', { preHandler, schema: { body: SupplierUpdateBody } }, async (request) => {
      await updateSupplierDetail(ctx, callerOf(request), request.body);
      return saved(request.headers.langcode);
    });

    app.post('/scope/detail', { preHandler, schema: { body: ScopeDetailBody } }, async (request) => ({
      code: 0,
      success: true,
      data: await getScopeDetail(
        ctx,
        callerOf(request),
        request.body.suppliername,
        Number(request.body.svcscopeid),
      ),
    }));

    app.post('/scope/update', { preHandler, schema: { body: ScopeUpdateBody } }, async (request) => {
      const svcscopelist = await updateScopes(ctx, callerOf(request), request.body);
      return { ...saved(request.headers.langcode), data: { svcscopelist } };
    });

    app.post('/licensecert/detail', { preHandler, schema: { body: LicenceDetailBody } }, async (request) => ({
      code: 0,
      success: true,
      data: await getLicenceDetail(
        ctx,
        callerOf(request),
        request.body.suppliername,
        Number(request.body.licensecertid),
      ),
    }));

    app.post('/licensecert/update', { preHandler, schema: { body: LicenceUpdateBody } }, async (request) => {
      const licence = await updateLicenceDetail(ctx, callerOf(request), request.body);
      return { ...saved(request.headers.langcode), data: licence ?? {} };
    });
  };
}
