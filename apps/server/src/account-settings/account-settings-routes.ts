import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountSettings,
  sendMobileCode as sendMobileCodeOp,
  updateAccountSettings as updateAccountSettingsOp,
  verifyMobile as verifyMobileOp,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import type { ServerKeys } from '../auth/index.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf, requestedLanguage } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import {
  getAccountSettings,
  sendMobileCode,
  updateAccountSettings,
  verifyMobile,
} from './account-settings-service.ts';

/**
 * /account/settings, /account/updatesettings, and verifying a mobile number by SMS (issue 32:
 * /account/sendmobilecode, /account/verifymobile): any signed-in account, on its own user only.
 */
export function accountSettingsRoutes(ctx: AppContext, keys: ServerKeys): FastifyPluginAsyncTypebox {
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

    app.post(
      sendMobileCodeOp.path,
      { preHandler, schema: routeSchema(sendMobileCodeOp) },
      async (request) => {
        const lang = languageOf(request.headers.langcode);
        const asked = requestedLanguage(request.headers.langcode);
        const message = await sendMobileCode(ctx, keys, callerOf(request), request.body, lang, asked);
        return ok({ message, msg: message });
      },
    );

    app.post(verifyMobileOp.path, { preHandler, schema: routeSchema(verifyMobileOp) }, async (request) => {
      const data = await verifyMobile(ctx, keys, callerOf(request), request.body);
      const message = t(languageOf(request.headers.langcode), 'account.mobileVerified');
      return ok({ message, msg: message, data });
    });
  };
}
