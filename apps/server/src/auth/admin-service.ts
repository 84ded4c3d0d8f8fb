import { randomInt } from 'node:crypto';
import { USER_ROLES, type UserRole } from '@tender/api-contract';
import { checkNewPassword } from '@tender/domain';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { hashPassword } from './password-hash.ts';
import { endAllSessions } from './session-repository.ts';
import { findSupplierIdByCode, findUserByLoginId, insertUser, updateUser } from './user-repository.ts';

/** Support's account operations, used by the admin command line; each is audited. */
export class AdminError extends Error {}

async function requireUser(db: Db, loginid: string) {
  const user = await findUserByLoginId(db, loginid);
  if (!user) throw new AdminError(`no user with login id ${loginid}`);
  return user;
}

/** A role of the import format (USER_ROLES), or an AdminError naming the known ones. */
export function roleOf(text: string): UserRole {
  const role = USER_ROLES.find((known) => known === text);
  if (!role) throw new AdminError(`unknown role ${text} (known: ${USER_ROLES.join(', ')})`);
  return role;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '#$%&*+=?@';

/** A random password of 16 characters that meets the policy (letters, digits and specials). */
export function generatePassword(): string {
  const pick = (from: string) => from[randomInt(from.length)] as string;
  const all = LETTERS + DIGITS + SPECIALS;
  const characters = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  while (characters.length < 16) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  const password = characters.join('');
  if (checkNewPassword(password) !== 'ok') throw new Error('generated password does not meet the policy');
  return password;
}

/**
 * A new account that proves its mailbox and picks its own password at first login. Without a password
 * one is generated and answered (to be shown once). `roles` (e.g. buyer) only for a staff user.
 */
export async function createUser(
  db: Db,
  input: {
    loginid: string;
    username: string;
    email: string;
    password?: string;
    supplier?: string;
    siteid?: string;
    roles?: readonly UserRole[];
  },
): Promise<{ generatedPassword?: string }> {
  const generatedPassword = input.password === undefined ? generatePassword() : undefined;
  const password = input.password ?? (generatedPassword as string);
  if (checkNewPassword(password) !== 'ok') throw new AdminError('the password does not meet the policy');
  const roles = [...new Set(input.roles ?? [])].sort();
  if (roles.length > 0 && input.supplier)
    throw new AdminError('a role is only for a staff user (no --supplier)');
  if (await findUserByLoginId(db, input.loginid))
    throw new AdminError(`login id ${input.loginid} exists already`);
  let supplierId: number | null = null;
  if (input.supplier) {
    supplierId = (await findSupplierIdByCode(db, input.supplier)) ?? null;
    if (supplierId === null) throw new AdminError(`no supplier with code ${input.supplier}`);
  }
  const userId = await insertUser(db, {
    hrid: `HR${input.loginid.toUpperCase()}`,
    loginid: input.loginid,
    username: input.username,
    email: input.email,
    supplier_id: supplierId,
    siteid: input.siteid ?? '',
    password_hash: await hashPassword(password),
    roles,
    // A new account proves its mailbox and picks its own password at first login.
    email_verified: false,
    must_change_password: true,
  });
  await writeAudit(db, {
    userId: null,
    action: 'admin-create-user',
    entity: 'app_user',
    entityId: userId,
    ...(roles.length > 0 ? { detail: { roles } } : {}),
  });
  return generatedPassword === undefined ? {} : { generatedPassword };
}

/**
 * Gives a staff user a role (grant) or takes it away (revoke); a supplier user has no role. The user's
 * live sessions see the change at their next request (the session caches follow app_user).
 */
export async function setRole(db: Db, loginid: string, role: UserRole, grant: boolean): Promise<void> {
  const user = await requireUser(db, loginid);
  if (grant && user.supplier_id !== null) throw new AdminError('a role is only for a staff user');
  const roles = grant ? [...new Set([...user.roles, role])].sort() : user.roles.filter((r) => r !== role);
  await updateUser(db, user.id, { roles });
  await writeAudit(db, {
    userId: null,
    action: grant ? 'admin-grant-role' : 'admin-revoke-role',
    entity: 'app_user',
    entityId: user.id,
    detail: { role },
  });
}

/** Sets a temporary password that must be changed at the next login, and ends every session. */
export async function resetPassword(db: Db, loginid: string, password: string): Promise<void> {
  if (checkNewPassword(password) !== 'ok') throw new AdminError('the password does not meet the policy');
  const user = await requireUser(db, loginid);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      password_hash: await hashPassword(password),
      must_change_password: true,
      failed_logins: 0,
      locked: false,
    });
    await endAllSessions(trx, user.id);
    await writeAudit(trx, {
      userId: null,
      action: 'admin-reset-password',
      entity: 'app_user',
      entityId: user.id,
    });
  });
}

export async function unlockUser(db: Db, loginid: string): Promise<void> {
  const user = await requireUser(db, loginid);
  await updateUser(db, user.id, { locked: false, failed_logins: 0 });
  await writeAudit(db, { userId: null, action: 'admin-unlock', entity: 'app_user', entityId: user.id });
}

/** An amount as AWARD_APPROVAL_THRESHOLD takes it: up to 13 digits and 2 decimals, not negative. */
const AMOUNT = /^[0-9]{1,13}(\.[0-9]{1,2})?$/;

/**
 * A site's own approval threshold (issue 29, site_setting), or with `amount` null the server's setting
 * again (AWARD_APPROVAL_THRESHOLD). Audited like the other admin commands.
 */
export async function setSiteThreshold(db: Db, siteid: string, amount: string | null): Promise<void> {
  const site = siteid.trim();
  if (!site) throw new AdminError('--site is required');
  if (amount !== null && !AMOUNT.test(amount)) {
    throw new AdminError(`--amount ${amount} is not an amount such as 250000.00`);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_setting')
      .values({ siteid: site, award_approval_threshold: amount })
      .onConflict((oc) => oc.column('siteid').doUpdateSet({ award_approval_threshold: amount }))
      .execute();
    await writeAudit(trx, {
      userId: null,
      action: amount === null ? 'admin-clear-site-threshold' : 'admin-set-site-threshold',
      entity: 'site_setting',
      entityId: site,
      detail: { amount },
    });
  });
}
