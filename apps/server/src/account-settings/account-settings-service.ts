import type { AccountSettings, UpdateAccountSettingsBody } from '@tender/api-contract';
import {
  checkMobileNumber,
  DISPLAY_NAME_MAX,
  findDisplayNameProblem,
  isMobilePrefix,
  MOBILE_NUMBER_FORMAT,
  normalizeDisplayName,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import {
  findSettings,
  type SettingsChanges,
  type SettingsRow,
  updateSettings,
} from './account-settings-repository.ts';

// Account settings (spec 2.11): the caller's own row of app_user and nothing else. The user is the
// session's; no id of a request is read. A changed name or language reaches every app server's session
// cache through app_user's trigger (migration 0005), and every mail after the save goes in the language.

function present(row: SettingsRow): AccountSettings {
  const prefix = row.mobile_prefix;
  const hasMobile = isMobilePrefix(prefix) && row.mobile !== null;
  return {
    loginid: row.loginid,
    username: row.username,
    email: row.email,
    language: row.language,
    mobileprefix: hasMobile ? prefix : '',
    mobile: hasMobile ? (row.mobile ?? '') : '',
  };
}

export async function getAccountSettings(ctx: AppContext, caller: SessionUser): Promise<AccountSettings> {
  const row = await findSettings(ctx.db, caller.userId);
  if (!row) throw new AppError(ErrorCode.SESSION_INVALID);
  return present(row);
}

/** The changes a body asks for, checked by the domain's rules; absent fields stay as they are. */
function changesOf(body: UpdateAccountSettingsBody): SettingsChanges {
  const changes: SettingsChanges = {};
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
    const prefix = body.mobileprefix;
    const check = checkMobileNumber(prefix, body.mobile);
    if (check.problem !== null) {
      if (check.problem === 'prefix' || !isMobilePrefix(prefix))
        throw new AppError(ErrorCode.MOBILE_PREFIX_INVALID);
      throw new AppError(ErrorCode.MOBILE_NUMBER_INVALID, undefined, {
        prefix,
        format: MOBILE_NUMBER_FORMAT[prefix],
      });
    }
    changes.mobile_prefix = check.mobile?.prefix ?? null;
    changes.mobile = check.mobile?.number ?? null;
  }
  return changes;
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
  const changes = changesOf(body);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findSettings(trx, caller.userId, { lock: true });
    if (!before) throw new AppError(ErrorCode.SESSION_INVALID);
    const changed = (Object.keys(changes) as Array<keyof SettingsChanges>).filter(
      (field) => changes[field] !== before[field],
    );
    if (changed.length > 0) {
      await updateSettings(trx, caller.userId, Object.fromEntries(changed.map((f) => [f, changes[f]])));
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
        },
      });
    }
    return present({ ...before, ...changes });
  });
}
