import type { ImportUser } from '@tender/api-contract';
import { checkMobileNumber, type MobileNumber } from '@tender/domain';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { type ImportContext, supplierId, tally } from './import-context.ts';
import { ImportValidationError } from './import-errors.ts';
import { upsertRow } from './upsert-row.ts';

/**
 * Whether the user's number is verified after the import (issue 32): `mobileverified` says so (true: now,
 * false: no); absent, a changed number is no longer verified and an unchanged one keeps its state. A
 * number verified on another user already is refused (import error), as the unique index would.
 */
async function verifiedAt(
  ctx: ImportContext,
  u: ImportUser,
  index: number,
  existing:
    | { mobile_prefix: string | null; mobile: string | null; mobile_verified_at: Date | null }
    | undefined,
  kept: MobileNumber | null | undefined,
): Promise<Date | null | undefined> {
  if (u.mobileverified === false || kept === null) return null;
  const changed =
    kept !== undefined && (kept.prefix !== existing?.mobile_prefix || kept.number !== existing?.mobile);
  // Verified already, and the same number: a re-import changes nothing.
  if (u.mobileverified === true && !changed && existing?.mobile_verified_at) return undefined;
  if (u.mobileverified === true && kept) {
    const other = await ctx.trx
      .selectFrom('app_user')
      .select('loginid')
      .where('mobile_prefix', '=', kept.prefix)
      .where('mobile', '=', kept.number)
      .where('mobile_verified_at', 'is not', null)
      .where(sql`lower(loginid)`, '<>', u.loginid.toLowerCase())
      .executeTakeFirst();
    if (other) {
      throw new ImportValidationError([
        { path: `/users/${index}/mobile`, reason: 'is verified on another user already' },
      ]);
    }
    return ctx.now;
  }
  return changed ? null : undefined;
}

/**
 * Users keyed by login id (case-insensitive). scrypt salts every hash, so a re-import keeps the stored
 * hash whenever the file's password still matches it; only a changed password makes a new hash.
 */
export async function importUsers(ctx: ImportContext, users: ImportUser[]): Promise<void> {
  for (const [index, u] of users.entries()) {
    const existing = await ctx.trx
      .selectFrom('app_user')
      .select(['password_hash', 'mobile_prefix', 'mobile', 'mobile_verified_at'])
      .where(sql`lower(loginid)`, '=', u.loginid.toLowerCase())
      .executeTakeFirst();
    const keep = existing !== undefined && (await verifyPassword(u.password, existing.password_hash));
    const passwordHash = keep && existing ? existing.password_hash : await hashPassword(u.password);
    // Checked by checkConsistency; absent keeps the stored number, '' removes it.
    const mobile = u.mobile === undefined ? undefined : checkMobileNumber(u.mobileprefix, u.mobile);
    const kept = mobile?.problem === null ? mobile.mobile : undefined;
    const mobileVerifiedAt = await verifiedAt(ctx, u, index, existing, kept);
    const { outcome } = await upsertRow(
      ctx.trx,
      'app_user',
      { loginid: u.loginid },
      {
        loginid: u.loginid,
        // A user who exists keeps the hrid given to them unless the file names one.
        hrid: u.hrid ?? (existing ? undefined : `HR${u.loginid.toUpperCase()}`),
        username: u.username,
        email: u.email,
        supplier_id: u.supplier === undefined ? null : await supplierId(ctx, u.supplier),
        siteid: u.siteid,
        language: u.language,
        mobile_prefix: mobile === undefined ? undefined : (kept?.prefix ?? null),
        mobile: mobile === undefined ? undefined : (kept?.number ?? null),
        mobile_verified_at: mobileVerifiedAt,
        email_verified: u.emailverified,
        password_hash: passwordHash,
        password_changed_at: existing && !keep ? ctx.now : undefined,
        // Absent keeps the stored roles; [] removes them (a supplier user with a role is refused). Written
        // as an array literal: the roles are an enum of plain words.
        roles: u.roles === undefined ? undefined : `{${[...new Set(u.roles)].sort().join(',')}}`,
      },
      { caseInsensitive: ['loginid'] },
    );
    tally(ctx, 'users', outcome);
  }
}
