import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  acceptTerms as acceptTermsOp,
  checkSession,
  connect,
  editAccount,
  genCode,
  login as loginOp,
  logout,
  siteInfo,
  verification,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { authenticate, callerOf, tokenFromHeader } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { errorMessage } from '../i18n/error-messages.ts';
import { languageOf, requestedLanguage } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { changeOwnPassword, resetForgottenPassword } from './account-service.ts';
import { registerImageCodes } from './image-code-routes.ts';
import { findSignInUser, login, sendForgetCode, sendLoginCode } from './login-service.ts';
import type { ServerKeys } from './server-keys.ts';
import { endSession } from './session-repository.ts';
import { resolveSession } from './session-service.ts';
import { registerSignInLimit } from './sign-in-limit.ts';
import { acceptTerms } from './terms-acceptance.ts';
import { checkCode } from './verification-codes.ts';

export function authRoutes(ctx: AppContext, keys: ServerKeys): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Failed attempts per client address (issue 14, item 6) on every call below that guesses at accounts.
    const signInAttempt = await registerSignInLimit(app, ctx);
    // After a few of those failures, also an image code (issue 18, item 13; docs/security.md).
    const imageCode = registerImageCodes(app, ctx, keys);

    app.post(
      connect.path,
      {
        preHandler: signInAttempt,
        schema: routeSchema(connect),
      },
      async (request) => {
        if (request.body.token !== ctx.config.systemToken) throw new AppError(ErrorCode.BAD_SYSTEM_TOKEN);
        return ok({ data: { publickey: keys.publicPem } });
      },
    );

    app.post(siteInfo.path, { schema: routeSchema(siteInfo) }, async () =>
      ok({
        data: {
          companyName: ctx.config.companyName,
          supportEmail: ctx.config.supportEmail,
          supportPhone: ctx.config.supportPhone,
          idleTimeoutMs: ctx.config.idleTimeoutMs,
          codeResendSeconds: ctx.config.codeResendSeconds,
          codeTtlSeconds: ctx.config.codeTtlSeconds,
          timeZone: ctx.config.timeZone,
          timeZoneLabel: ctx.config.timeZoneLabel,
          currency: ctx.config.currency,
        },
      }),
    );

    app.post(
      genCode.path,
      {
        preHandler: [signInAttempt, imageCode.check()],
        schema: routeSchema(genCode),
      },
      async (request) => {
        const lang = languageOf(request.headers.langcode);
        const { suppliername, password, isforget, logintype } = request.body;
        const asked = requestedLanguage(request.headers.langcode);
        const id = { loginid: suppliername, logintype };
        if (isforget) {
          sendForgetCode(ctx, keys, id, asked);
          const message = t(lang, logintype === 'MOBILE' ? 'auth.forgetSmsSent' : 'auth.forgetCodeSent');
          return ok({ message, msg: message });
        }
        if (!password) throw new AppError(ErrorCode.WRONG_PASSWORD);
        const message = await sendLoginCode(ctx, keys, lang, id, password, asked);
        return ok({ message, msg: message });
      },
    );

    app.post(
      loginOp.path,
      {
        preHandler: [signInAttempt, imageCode.check()],
        schema: routeSchema(loginOp),
      },
      async (request) => {
        const b = request.body;
        const result = await login(ctx, keys, {
          loginid: b.loginid,
          logintype: b.logintype,
          password: b.password,
          code: b.code.trim(),
          deviceid: b.deviceid ?? '',
          devicedesc: b.devicedesc ?? '',
          language: requestedLanguage(request.headers.langcode),
        });
        await imageCode.signedIn(request);
        if (result.passwordExpired) {
          const code = ErrorCode.PASSWORD_EXPIRED;
          const message = errorMessage(code, languageOf(request.headers.langcode));
          return { code, success: false as const, message, msg: message, data: result.data };
        }
        return ok({ data: result.data });
      },
    );

    app.post(
      verification.path,
      {
        // Type 1 tells nothing (it only checks the name is well formed): no image code for it.
        preHandler: [signInAttempt, imageCode.check((body) => String(body.type) === '2')],
        schema: routeSchema(verification),
      },
      async (request) => {
        const { suppliername, type, code, logintype } = request.body;
        // Type 1 checks only that the name is well formed, so the answer never tells who has an account.
        if (String(type) === '1') return ok({});
        const user = await findSignInUser(ctx, { loginid: suppliername, logintype });
        if (!user || user.locked || !code) throw new AppError(ErrorCode.WRONG_CODE);
        await checkCode(ctx.db, keys.pepperedHash, user.id, 'forget', code, false);
        return ok({ data: { hrid: user.hrid } });
      },
    );

    app.post(
      editAccount.path,
      {
        preHandler: signInAttempt,
        schema: routeSchema(editAccount),
      },
      async (request) => {
        const lang = languageOf(request.headers.langcode);
        const b = request.body;
        if (b.verificationcode) {
          await resetForgottenPassword(ctx, keys, {
            hrid: b.hrid,
            password: b.password,
            verificationcode: b.verificationcode,
          });
        } else {
          await authenticate(ctx.db, 'any', { heldBack: true })(request, undefined as never);
          if (!b.oldpassword) throw new AppError(ErrorCode.OLD_PASSWORD_WRONG);
          await changeOwnPassword(ctx, keys, callerOf(request), {
            hrid: b.hrid,
            password: b.password,
            oldpassword: b.oldpassword,
          });
        }
        const msg = t(lang, 'auth.passwordChanged');
        return ok({ msg, message: msg });
      },
    );

    app.post(
      logout.path,
      {
        schema: routeSchema(logout),
      },
      async (request) => {
        const token = tokenFromHeader(request.headers.authorization) ?? tokenFromHeader(request.body.token);
        if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
        const session = await resolveSession(ctx.db, token);
        await endSession(ctx.db, session.sessionId);
        return ok({ message: 'OK' });
      },
    );

    app.post(
      checkSession.path,
      {
        preHandler: authenticate(ctx.db, 'any', { heldBack: true }),
        schema: routeSchema(checkSession),
      },
      async () => ok({}),
    );

    // The Terms of Use dialog's OK (first login, or read again from the header): recorded on the server
    // with the version the client showed, which must be the current one.
    app.post(
      acceptTermsOp.path,
      {
        preHandler: authenticate(ctx.db, 'any', { heldBack: true }),
        schema: routeSchema(acceptTermsOp),
      },
      async (request) => {
        await acceptTerms(ctx, callerOf(request));
        return ok({});
      },
    );
  };
}
