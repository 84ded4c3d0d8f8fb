import type { LoginData } from '@tender/api-contract';
import type { Static } from 'typebox';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { isBuyer } from '../http/session-user.ts';
import type { Language } from '../i18n/language.ts';
import { mailBrand } from '../mail/mail-template.ts';
import { sendAtOnce } from '../mail/outbox.ts';
import { messageTemplate } from '../messages/index.ts';
import { codeMail } from './code-mail.ts';
import { checkPasswordGuess, spendPasswordCheck } from './password-guess.ts';
import type { ServerKeys } from './server-keys.ts';
import { createSession } from './session-service.ts';
import { findUserByLoginId, type UserRow } from './user-repository.ts';
import { checkCode, issueCode } from './verification-codes.ts';

/**
 * Same order of checks for gencode and userlogin: unknown (2000006), locked (3000006), password
 * (2000007). An unknown id still costs a password hash, so only the answer tells it apart, as the spec
 * has it, not the time taken.
 */
async function checkCredentials(ctx: AppContext, loginid: string, password: string): Promise<UserRow> {
  const user = await findUserByLoginId(ctx.db, loginid);
  if (!user) {
    await spendPasswordCheck(password);
    throw new AppError(ErrorCode.USER_UNKNOWN);
  }
  if (user.locked) throw new AppError(ErrorCode.LOCKED);
  await checkPasswordGuess(ctx, user.id, password, ErrorCode.WRONG_PASSWORD);
  return user;
}

function codeLimits(ctx: AppContext) {
  const c = ctx.config;
  return { ttlSeconds: c.codeTtlSeconds, resendSeconds: c.codeResendSeconds, perHour: c.codesPerHour };
}

/**
 * The code goes in the language the page asking for it shows (`asked`, the langcode header), else in the
 * account's stored one. It is sent at once, not queued, and recorded in the outbox without its text
 * (sendAtOnce). A mail that cannot be sent fails the request (the user must know no code is on its way);
 * the log names the account and the purpose, never the code.
 */
async function mailCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
  purpose: 'login' | 'forget',
  asked: Language | undefined,
) {
  const language = asked ?? user.language;
  const mail = codeMail(language, mailBrand(ctx.config), {
    code,
    ttlSeconds: ctx.config.codeTtlSeconds,
    purpose,
    readerName: user.username,
  });
  try {
    await sendAtOnce(
      ctx.db,
      ctx.mailer,
      { kind: 'code', to: user.email, language, mail, userId: user.id, supplierId: user.supplier_id },
      { leaseMs: ctx.config.mailLeaseMs },
    );
  } catch (error) {
    ctx.log.error(
      { userId: user.id, purpose, reason: error instanceof Error ? error.message : String(error) },
      'verification code mail not sent',
    );
    throw error;
  }
}

export async function sendLoginCode(
  ctx: AppContext,
  keys: ServerKeys,
  lang: Language,
  loginid: string,
  encryptedPassword: string,
  asked?: Language,
): Promise<string> {
  const password = keys.decryptSecret(encryptedPassword);
  const user = await checkCredentials(ctx, loginid, password);
  const code = await issueCode(ctx.db, keys.pepperedHash, user.id, 'login', codeLimits(ctx));
  await mailCode(ctx, user, code, 'login', asked);
  return messageTemplate(ctx.db, 'gettips', lang);
}

/**
 * Forgot password: a code goes out for a real, unlocked account; the reply is the same either way. The
 * look-up, the code and the mail run after the reply (ctx.tasks), so a real account's answer takes no
 * longer than an unknown one's (1.3 ms against 6.7 ms before, more with a slow mail server).
 */
export function sendForgetCode(ctx: AppContext, keys: ServerKeys, loginid: string, asked?: Language): void {
  ctx.tasks.run('forget-code', async () => {
    const user = await findUserByLoginId(ctx.db, loginid);
    if (!user || user.locked) return;
    try {
      const code = await issueCode(ctx.db, keys.pepperedHash, user.id, 'forget', codeLimits(ctx));
      await mailCode(ctx, user, code, 'forget', asked);
    } catch (error) {
      // Rate limiting stays silent here: answering differently would tell which accounts exist.
      if (!(error instanceof AppError)) throw error;
    }
  });
}

export interface LoginInput {
  loginid: string;
  password: string;
  code: string;
  deviceid: string;
  devicedesc: string;
  /** The language chosen on the login page (langcode header); none: the stored one is kept. */
  language?: Language;
}

/** A new session; `passwordExpired` when it is held back to a password change (answered as 3000007). */
export interface LoginResult {
  data: Static<typeof LoginData>;
  passwordExpired: boolean;
}

export async function login(ctx: AppContext, keys: ServerKeys, input: LoginInput): Promise<LoginResult> {
  const password = keys.decryptSecret(input.password);
  const user = await checkCredentials(ctx, input.loginid, password);
  await checkCode(ctx.db, keys.pepperedHash, user.id, 'login', input.code, true);
  const session = await createSession(ctx.db, user.id, ctx.config.sessionTtlSeconds, input);
  // Mails sent outside a request (invitations, answers, reminders) go in the language last chosen.
  if (input.language && input.language !== user.language) {
    await ctx.db
      .updateTable('app_user')
      .set({ language: input.language })
      .where('id', '=', user.id)
      .execute();
  }
  await writeAudit(ctx.db, { userId: user.id, action: 'login', entity: 'app_user', entityId: user.id });
  const data: Static<typeof LoginData> = {
    token: session.token,
    expiration: session.expiresAt.toISOString(),
    username: user.username,
    loginid: user.loginid,
    hrid: user.hrid,
    userid: String(user.id),
    siteid: user.siteid,
    emailverified: user.email_verified ? 1 : 0,
    issupplier: user.supplier_id === null ? 0 : 1,
    isbuyer: isBuyer({ supplierId: user.supplier_id, roles: user.roles }) ? 1 : 0,
  };
  const ageDays = (Date.now() - user.password_changed_at.getTime()) / 86_400_000;
  if (user.must_change_password || ageDays > ctx.config.passwordMaxAgeDays) {
    // Recorded on the account, so every server holds the session to the change until it is made.
    await ctx.db
      .updateTable('app_user')
      .set({ must_change_password: true })
      .where('id', '=', user.id)
      .execute();
    // The session is made all the same: it is what lets the user change the expired password.
    return { data, passwordExpired: true };
  }
  return { data, passwordExpired: false };
}
