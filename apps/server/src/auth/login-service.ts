import type { LoginData } from '@tender/api-contract';
import { parseMobileLoginId } from '@tender/domain';
import type { Static } from 'typebox';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { isApprover, isBuyer } from '../http/session-user.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { mailBrand } from '../mail/mail-template.ts';
import { sendAtOnce } from '../mail/outbox.ts';
import { messageTemplate } from '../messages/index.ts';
import { sendCodeSms } from '../sms/code-sms.ts';
import { codeMail } from './code-mail.ts';
import { checkPasswordGuess, spendPasswordCheck } from './password-guess.ts';
import type { ServerKeys } from './server-keys.ts';
import { createSession } from './session-service.ts';
import { findUserByLoginId, findUserByVerifiedMobile, type UserRow, updateUser } from './user-repository.ts';
import { checkCode, issueCode } from './verification-codes.ts';

/**
 * How a sign-in names its account (issue 32): `logintype: 'MOBILE'`, a verified mobile number written
 * `<prefix>-<number>`, whose codes go by SMS; anything else (the spec's 'WEB'), the account name, whose
 * codes go by e-mail. Everything after finding the account is the same.
 */
export interface SignInId {
  loginid: string;
  logintype?: string;
}

/** Whether a sign-in names its account by mobile number. */
function byMobile(id: SignInId): boolean {
  return id.logintype === 'MOBILE';
}

/**
 * The account a sign-in names, or undefined: no such account name, or a number that is malformed,
 * unknown or not verified, all alike (the callers answer them as one, 2000006).
 */
export async function findSignInUser(ctx: AppContext, id: SignInId): Promise<UserRow | undefined> {
  if (!byMobile(id)) return findUserByLoginId(ctx.db, id.loginid);
  const mobile = parseMobileLoginId(id.loginid);
  return mobile ? findUserByVerifiedMobile(ctx.db, mobile) : undefined;
}

/**
 * Same order of checks for gencode and userlogin: unknown (2000006), locked (3000006), password
 * (2000007). An unknown id (or an unverified number) still costs a password hash, so only the answer
 * tells it apart, as the spec has it, not the time taken.
 */
async function checkCredentials(ctx: AppContext, id: SignInId, password: string): Promise<UserRow> {
  const user = await findSignInUser(ctx, id);
  if (!user) {
    await spendPasswordCheck(password);
    throw new AppError(ErrorCode.USER_UNKNOWN);
  }
  if (user.locked) throw new AppError(ErrorCode.LOCKED);
  await checkPasswordGuess(ctx, user.id, password, ErrorCode.WRONG_PASSWORD);
  return user;
}

/** The limits every code obeys, whatever it is for and however it travels. */
export function codeLimits(ctx: AppContext) {
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

/**
 * Sends a sign-in or forgotten-password code the way the sign-in named the account: by SMS to the
 * verified number it was named by, else by e-mail. Answers that number (for the reply), if by SMS.
 */
async function deliverCode(
  ctx: AppContext,
  id: SignInId,
  user: UserRow,
  code: string,
  purpose: 'login' | 'forget',
  asked: Language | undefined,
): Promise<{ number: string } | null> {
  const mobile = byMobile(id) ? parseMobileLoginId(id.loginid) : null;
  if (!mobile) {
    await mailCode(ctx, user, code, purpose, asked);
    return null;
  }
  await sendCodeSms(ctx, {
    userId: user.id,
    mobile,
    lang: asked ?? user.language,
    purpose,
    code,
    ttlSeconds: ctx.config.codeTtlSeconds,
  });
  return { number: mobile.number };
}

/** gencode for a sign-in: the password checked, a code sent; answers the tips the page shows. */
export async function sendLoginCode(
  ctx: AppContext,
  keys: ServerKeys,
  lang: Language,
  id: SignInId,
  encryptedPassword: string,
  asked?: Language,
): Promise<string> {
  const password = keys.decryptSecret(encryptedPassword);
  const user = await checkCredentials(ctx, id, password);
  const code = await issueCode(ctx.db, keys.pepperedHash, user.id, 'login', codeLimits(ctx));
  const sms = await deliverCode(ctx, id, user, code, 'login', asked);
  if (!sms) return messageTemplate(ctx.db, 'gettips', lang);
  const minutes = Math.max(1, Math.round(ctx.config.codeTtlSeconds / 60));
  return t(lang, 'auth.smsCodeSent', { last: sms.number.slice(-4), minutes });
}

/**
 * Forgot password: a code goes out for a real, unlocked account; the reply is the same either way. The
 * look-up, the code and the mail run after the reply (ctx.tasks), so a real account's answer takes no
 * longer than an unknown one's (1.3 ms against 6.7 ms before, more with a slow mail server).
 */
export function sendForgetCode(ctx: AppContext, keys: ServerKeys, id: SignInId, asked?: Language): void {
  ctx.tasks.run('forget-code', async () => {
    const user = await findSignInUser(ctx, id);
    if (!user || user.locked) return;
    try {
      const code = await issueCode(ctx.db, keys.pepperedHash, user.id, 'forget', codeLimits(ctx));
      await deliverCode(ctx, id, user, code, 'forget', asked);
    } catch (error) {
      // Rate limiting stays silent here: answering differently would tell which accounts exist.
      if (!(error instanceof AppError)) throw error;
    }
  });
}

export interface LoginInput extends SignInId {
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
  const user = await checkCredentials(ctx, input, password);
  await checkCode(ctx.db, keys.pepperedHash, user.id, 'login', input.code, true);
  const session = await createSession(ctx.db, user.id, ctx.config.sessionTtlSeconds, input);
  // Mails sent outside a request (invitations, answers, reminders) go in the language last chosen.
  if (input.language && input.language !== user.language) {
    await updateUser(ctx.db, user.id, { language: input.language });
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
    isapprover: isApprover({ supplierId: user.supplier_id, roles: user.roles }) ? 1 : 0,
  };
  const ageDays = (Date.now() - user.password_changed_at.getTime()) / 86_400_000;
  if (user.must_change_password || ageDays > ctx.config.passwordMaxAgeDays) {
    // Recorded on the account, so every server holds the session to the change until it is made.
    await updateUser(ctx.db, user.id, { must_change_password: true });
    // The session is made all the same: it is what lets the user change the expired password.
    return { data, passwordExpired: true };
  }
  return { data, passwordExpired: false };
}
