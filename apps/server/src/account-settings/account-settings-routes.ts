import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountSettings, updateAccountSettings as updateAccountSettingsOp } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { getAccountSettings, updateAccountSettings } from './account-settings-service.ts';

/** /account/settings and /account/updatesettings: any signed-in account, on its own user only. */
export function accountSettingsRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const preHandler = authenticate(ctx.db, 'any');

    app.post(accountSettings.path, { preHandler, schema: routeSchema(accountSettings) }, async (request) =>
      ok({ data: await getAccountSettings(ctx, callerOf(request)) }),
    );

    app.post(
      updateAccountSettingsOp.path,
      { preHandler, schema: routeSchema(updateAccountSettingsOp) },
      async (request) => {
        const data = await updateAccountSettings(ctx, callerOf(request), request.body);
        const message = t(languageOf(request.headers.langcode), 'account.saved');
        return ok({ message, msg: message, data });
      },
    );
  };
}
