import type { AccountSettings, UpdateAccountSettingsBody } from '@tender/api-contract';
import {
  checkMobileNumber,
  DISPLAY_NAME_MAX,
  findDisplayNameProblem,
  internationalMobileNumber,
  isMobilePrefix,
  MOBILE_NUMBER_FORMAT,
  type MobileNumber,
  mobileLoginId,
  normalizeDisplayName,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { checkCode, codeLimits, issueCode, type ServerKeys } from '../auth/index.ts';
import type { Config } from '../config/config.ts';
import { writeAudit } from '../db/audit-log.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { isBuyer, type SessionUser } from '../http/session-user.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { sendCodeSms } from '../sms/code-sms.ts';
import {
  findSettings,
  isMobileVerifiedElsewhere,
  type SettingsChanges,
  type SettingsRow,
  updateSettings,
} from './account-settings-repository.ts';

// Account settings (spec 2.11): the caller's own row of app_user and nothing else. The user is the
// session's; no id of a request is read. A changed name or language reaches every app server's session
// cache through app_user's trigger (migration 0005), and every mail after the save goes in the language.

function present(
  row: SettingsRow,
  caller: SessionUser,
  config: Pick<Config, 'noticeDigestTime'>,
): AccountSettings {
  const prefix = row.mobile_prefix;
  const hasMobile = isMobilePrefix(prefix) && row.mobile !== null;
  return {
    loginid: row.loginid,
    username: row.username,
    email: row.email,
    language: row.language,
    mobileprefix: hasMobile ? prefix : '',
    mobile: hasMobile ? (row.mobile ?? '') : '',
    mobileverified: hasMobile && row.mobile_verified_at !== null ? 1 : 0,
    // A buyer's choice only (issue 35): nobody else is mailed about the suppliers' actions.
    ...(isBuyer(caller) ? { activitymail: row.notice_mode, digesttime: config.noticeDigestTime } : {}),
  };
}

export async function getAccountSettings(ctx: AppContext, caller: SessionUser): Promise<AccountSettings> {
  const row = await findSettings(ctx.db, caller.userId);
  if (!row) throw new AppError(ErrorCode.SESSION_INVALID);
  return present(row, caller, ctx.config);
}

/** The changes a body asks for, checked by the domain's rules; absent fields stay as they are. */
function changesOf(body: UpdateAccountSettingsBody, caller: SessionUser): SettingsChanges {
  const changes: SettingsChanges = {};
  if (body.activitymail !== undefined) {
    if (!isBuyer(caller)) throw new AppError(ErrorCode.FORBIDDEN);
    changes.notice_mode = body.activitymail;
  }
  if (body.username !== undefined) {
    const problem = findDisplayNameProblem(body.username);
    if (problem === 'required') throw new AppError(ErrorCode.DISPLAY_NAME_REQUIRED);
    if (problem === 'too-long') {
      throw new AppError(ErrorCode.DISPLAY_NAME_TOO_LONG, undefined, { max: String(DISPLAY_NAME_MAX) });
    }
    changes.username = normalizeDisplayName(body.username);
  }
  if (body.language !== undefined) changes.language = body.language;
  if (body.mobileprefix !== undefined && body.mobile === undefined) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'mobileprefix is sent with mobile' });
  }
  if (body.mobile !== undefined) {
    const mobile = checkedMobile(body.mobileprefix, body.mobile, { optional: true });
    changes.mobile_prefix = mobile?.prefix ?? null;
    changes.mobile = mobile?.number ?? null;
  }
  return changes;
}

/** A prefix and number checked by the domain's rules (5500003, 5500004); blank is none when optional. */
function checkedMobile(
  prefix: string | undefined,
  number: string,
  opts: { optional: true },
): MobileNumber | null;
function checkedMobile(prefix: string | undefined, number: string): MobileNumber;
function checkedMobile(
  prefix: string | undefined,
  number: string,
  opts: { optional?: boolean } = {},
): MobileNumber | null {
  const check = checkMobileNumber(prefix, number);
  if (check.problem === null && (check.mobile !== null || opts.optional)) return check.mobile;
  // A number its prefix refuses, a number without a known prefix, or no number where one is needed.
  if (check.problem === 'prefix' || !isMobilePrefix(prefix))
    throw new AppError(ErrorCode.MOBILE_PREFIX_INVALID);
  throw new AppError(ErrorCode.MOBILE_NUMBER_INVALID, undefined, {
    prefix,
    format: MOBILE_NUMBER_FORMAT[prefix],
  });
}

/**
 * Saves the caller's settings in one transaction with its audit entry, and answers them as saved. A save
 * that changes nothing writes nothing (and drops no cached session).
 */
export async function updateAccountSettings(
  ctx: AppContext,
  caller: SessionUser,
  body: UpdateAccountSettingsBody,
): Promise<AccountSettings> {
  const changes = changesOf(body, caller);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findSettings(trx, caller.userId, { lock: true });
    if (!before) throw new AppError(ErrorCode.SESSION_INVALID);
    const changed = (Object.keys(changes) as Array<keyof SettingsChanges>).filter(
      (field) => changes[field] !== before[field],
    );
    // Another number is not the one proved: it must be verified again before it signs in (issue 32).
    const unverify =
      (changed.includes('mobile') || changed.includes('mobile_prefix')) && before.mobile_verified_at !== null;
    if (unverify) changes.mobile_verified_at = null;
    if (changed.length > 0) {
      const written = unverify ? [...changed, 'mobile_verified_at' as const] : changed;
      await updateSettings(trx, caller.userId, Object.fromEntries(written.map((f) => [f, changes[f]])));
      await writeAudit(trx, {
        userId: caller.userId,
        action: 'account.settings',
        entity: 'app_user',
        entityId: caller.userId,
        // The fields that changed; the name and language with their values, the mobile number only named.
        detail: {
          changed,
          ...(changed.includes('username')
            ? { username: { from: before.username, to: changes.username } }
            : {}),
          ...(changed.includes('language')
            ? { language: { from: before.language, to: changes.language } }
            : {}),
          ...(changed.includes('notice_mode')
            ? { activitymail: { from: before.notice_mode, to: changes.notice_mode } }
            : {}),
        },
      });
    }
    return present({ ...before, ...changes }, caller, ctx.config);
  });
}

/** The number as the reply writes it, international with a space after the country code: `+852 91234567`. */
function shownNumber(mobile: MobileNumber): string {
  const country = mobile.prefix.replace(/^0+/, '');
  return `+${country} ${internationalMobileNumber(mobile).slice(country.length + 1)}`;
}

/**
 * /account/sendmobilecode (issue 32): a code by SMS to a number the caller wants to verify, bound to that
 * number. A number verified on another account gets no SMS (5500005, without saying whose). The code's
 * resend gap and hourly cap are the sign-in codes' (per account), so a session cannot flood a phone.
 * Answers the text telling where the code went.
 */
export async function sendMobileCode(
  ctx: AppContext,
  keys: ServerKeys,
  caller: SessionUser,
  body: { mobileprefix: string; mobile: string },
  lang: Language,
  asked: Language | undefined,
): Promise<string> {
  const mobile = checkedMobile(body.mobileprefix, body.mobile);
  if (await isMobileVerifiedElsewhere(ctx.db, caller.userId, mobile))
    throw new AppError(ErrorCode.MOBILE_TAKEN);
  const settings = await findSettings(ctx.db, caller.userId);
  if (!settings) throw new AppError(ErrorCode.SESSION_INVALID);
  const limits = codeLimits(ctx);
  const code = await issueCode(
    ctx.db,
    keys.pepperedHash,
    caller.userId,
    'mobile',
    limits,
    mobileLoginId(mobile),
  );
  await sendCodeSms(ctx, {
    userId: caller.userId,
    mobile,
    lang: asked ?? settings.language,
    purpose: 'mobile',
    code,
    ttlSeconds: limits.ttlSeconds,
  });
  return t(lang, 'account.mobileCodeSent', {
    number: shownNumber(mobile),
    minutes: Math.max(1, Math.round(limits.ttlSeconds / 60)),
  });
}

/**
 * /account/verifymobile (issue 32): the code sent to this number (used up, 5 wrong tries end it) makes it
 * the caller's verified number, replacing whatever number was saved. The unique index on verified
 * numbers decides between two accounts verifying one number at once: the second is refused (5500005).
 */
export async function verifyMobile(
  ctx: AppContext,
  keys: ServerKeys,
  caller: SessionUser,
  body: { mobileprefix: string; mobile: string; code: string },
): Promise<AccountSettings> {
  const mobile = checkedMobile(body.mobileprefix, body.mobile);
  if (await isMobileVerifiedElsewhere(ctx.db, caller.userId, mobile))
    throw new AppError(ErrorCode.MOBILE_TAKEN);
  await checkCode(ctx.db, keys.pepperedHash, caller.userId, 'mobile', body.code, true, mobileLoginId(mobile));
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findSettings(trx, caller.userId, { lock: true });
      if (!before) throw new AppError(ErrorCode.SESSION_INVALID);
      const changes = { mobile_prefix: mobile.prefix, mobile: mobile.number, mobile_verified_at: new Date() };
      await updateSettings(trx, caller.userId, changes);
      await writeAudit(trx, {
        userId: caller.userId,
        action: 'account.mobile-verified',
        entity: 'app_user',
        entityId: caller.userId,
        // Whether the number is another than the one saved; the number itself is not written here.
        detail: { changed: before.mobile !== mobile.number || before.mobile_prefix !== mobile.prefix },
      });
      return present({ ...before, ...changes }, caller, ctx.config);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.MOBILE_TAKEN);
    throw error;
  }
}
