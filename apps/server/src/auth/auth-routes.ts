import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { TERMS_VERSION } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, CodedReply, ErrorCode } from '../http/app-error.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { errorMessage } from '../i18n/error-messages.ts';
import { languageOf } from '../i18n/language.ts';
import { changeOwnPassword, resetForgottenPassword } from './account-service.ts';
import { login, sendForgetCode, sendLoginCode } from './login-service.ts';
import type { ServerKeys } from './server-keys.ts';
import { endSession, resolveSession, tokenFromHeader } from './session-service.ts';
import { registerSignInLimit } from './sign-in-limit.ts';
import { acceptTerms } from './terms-acceptance.ts';
import { findUserByLoginId } from './user-repository.ts';
import { checkCode } from './verification-codes.ts';

const LoginId = Type.String({ minLength: 1, maxLength: 100 });
const Secret = Type.String({ minLength: 1, maxLength: 2048 });
const Code = Type.String({ maxLength: 11 });

const FORGET_REPLY: Record<string, string> = {
  EN: 'The verification code will be sent if the given user account is valid.',
  ZH: '如果所填用户账户有效，验证码将发送至其登记的邮箱。',
  ZHT: '如果所填用戶帳戶有效，驗證碼將發送至其登記的電郵。',
};

export function authRoutes(ctx: AppContext, keys: ServerKeys): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Failed attempts per client address (issue 14, item 6) on every call below that guesses at accounts.
    const signInAttempt = await registerSignInLimit(app, ctx);

    app.post(
      '/connect',
      {
        preHandler: signInAttempt,
        schema: {
          body: Type.Object({
            deviceid: Type.Optional(Type.String({ maxLength: 20 })),
            token: Type.String({ maxLength: 200 }),
          }),
        },
      },
      async (request) => {
        if (request.body.token !== ctx.config.systemToken) throw new AppError(ErrorCode.BAD_SYSTEM_TOKEN);
        return { code: 0, success: true, data: { publickey: keys.publicPem } };
      },
    );

    app.post('/common/siteinfo', { schema: { body: Type.Optional(Type.Object({})) } }, async () => ({
      code: 0,
      data: {
        companyName: ctx.config.companyName,
        supportEmail: ctx.config.supportEmail,
        supportPhone: ctx.config.supportPhone,
        idleTimeoutMs: ctx.config.idleTimeoutMs,
        timeZone: ctx.config.timeZone,
        timeZoneLabel: ctx.config.timeZoneLabel,
        currency: ctx.config.currency,
      },
    }));

    app.post(
      '/common/gencode',
      {
        preHandler: signInAttempt,
        schema: {
          body: Type.Object({
            suppliername: LoginId,
            password: Type.Optional(Type.String({ maxLength: 2048 })),
            isforget: Type.Boolean(),
          }),
        },
      },
      async (request) => {
        const lang = languageOf(request.headers.langcode);
        const { suppliername, password, isforget } = request.body;
        if (isforget) {
          sendForgetCode(ctx, keys, suppliername);
          const message = FORGET_REPLY[lang] ?? '';
          return { code: 0, success: true, message, msg: message };
        }
        if (!password) throw new AppError(ErrorCode.WRONG_PASSWORD);
        const message = await sendLoginCode(ctx, keys, lang, suppliername, password);
        return { code: 0, success: true, message, msg: message };
      },
    );

    app.post(
      '/common/userlogin',
      {
        preHandler: signInAttempt,
        schema: {
          body: Type.Object({
            loginid: LoginId,
            password: Secret,
            logintype: Type.Optional(Type.String({ maxLength: 10 })),
            code: Code,
            deviceid: Type.Optional(Type.String({ maxLength: 20 })),
            devicedesc: Type.Optional(Type.String({ maxLength: 200 })),
          }),
        },
      },
      async (request) => {
        const b = request.body;
        const result = await login(ctx, keys, {
          loginid: b.loginid,
          password: b.password,
          code: b.code.trim(),
          deviceid: b.deviceid ?? '',
          devicedesc: b.devicedesc ?? '',
        });
        if (result instanceof CodedReply) {
          const message = errorMessage(result.code, languageOf(request.headers.langcode));
          return { code: result.code, success: false, message, msg: message, data: result.data };
        }
        return { code: 0, success: true, data: result };
      },
    );

    app.post(
      '/common/verification',
      {
        preHandler: signInAttempt,
        schema: {
          body: Type.Object({
            suppliername: LoginId,
            type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal('1'), Type.Literal('2')]),
            code: Type.Optional(Code),
          }),
        },
      },
      async (request) => {
        const { suppliername, type, code } = request.body;
        // Type 1 checks only that the name is well formed, so the answer never tells who has an account.
        if (String(type) === '1') return { code: 0, success: true };
        const user = await findUserByLoginId(ctx.db, suppliername);
        if (!user || user.locked || !code) throw new AppError(ErrorCode.WRONG_CODE);
        await checkCode(ctx.db, keys.pepperedHash, user.id, 'forget', code, false);
        return { code: 0, success: true, data: { hrid: user.hrid } };
      },
    );

    app.post(
      '/account/editaccount',
      {
        preHandler: signInAttempt,
        schema: {
          body: Type.Object({
            hrid: Type.String({ maxLength: 100 }),
            password: Secret,
            oldpassword: Type.Optional(Type.String({ maxLength: 2048 })),
            verificationcode: Type.Optional(Code),
          }),
        },
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
        const msg = { EN: 'Password has been changed successfully', ZH: '密码修改成功', ZHT: '密碼修改成功' }[
          lang
        ];
        return { code: 0, success: true, msg, message: msg };
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          body: Type.Object({
            loginid: Type.Optional(Type.String({ maxLength: 100 })),
            logintype: Type.Optional(Type.String({ maxLength: 10 })),
            token: Type.Optional(Type.String({ maxLength: 200 })),
            maxsessionid: Type.Optional(Type.String({ maxLength: 20 })),
          }),
        },
      },
      async (request) => {
        const token = tokenFromHeader(request.headers.authorization) ?? tokenFromHeader(request.body.token);
        if (!token) throw new AppError(ErrorCode.SESSION_INVALID);
        const session = await resolveSession(ctx.db, token);
        await endSession(ctx.db, session.sessionId);
        return { code: 0, success: true, message: 'OK' };
      },
    );

    app.post(
      '/checksession',
      {
        preHandler: authenticate(ctx.db, 'any', { heldBack: true }),
        schema: { body: Type.Optional(Type.Object({})) },
      },
      async () => ({
        code: 0,
        success: true,
      }),
    );

    // The Terms of Use dialog's OK (first login, or read again from the header): recorded on the server
    // with the version the client showed, which must be the current one.
    app.post(
      '/account/acceptterms',
      {
        preHandler: authenticate(ctx.db, 'any', { heldBack: true }),
        schema: { body: Type.Object({ version: Type.Literal(TERMS_VERSION) }) },
      },
      async (request) => {
        await acceptTerms(ctx, callerOf(request));
        return { code: 0, success: true };
      },
    );
  };
}
