import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CodePurpose } from './verification-codes.ts';

// The verification code queries (table `verification_code`); the limits and checks are
// verification-codes.ts's.

/** How many codes of an account and purpose were sent in the last hour, and when the newest was. */
export async function recentCodes(db: Db, userId: number, purpose: CodePurpose) {
  return db
    .selectFrom('verification_code')
    .select([sql<number>`count(*)::int`.as('lastHour'), sql<Date | null>`max(created_at)`.as('latest')])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where(sql<boolean>`created_at > now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
}

/** Marks every unused code of an account and purpose used. */
export async function retireCodes(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  await db
    .updateTable('verification_code')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Db,
  values: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('verification_code')
    .values({
      user_id: values.userId,
      purpose: values.purpose,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** The newest unused code of an account and purpose. */
export async function newestUnusedCode(db: Db, userId: number, purpose: CodePurpose) {
  return db
    .selectFrom('verification_code')
    .select(['id', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * One try at an unused code with tries left: compared and counted (a wrong hash uses up a try) in one
 * statement, which holds the row. Undefined when the code had no try left; else whether it matched.
 */
export async function tryCode(db: Db, codeId: number, expectedHash: string, maxAttempts: number) {
  return db
    .updateTable('verification_code')
    .set({ attempts: sql<number>`attempts + case when code_hash = ${expectedHash} then 0 else 1 end` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning(sql<boolean>`code_hash = ${expectedHash}`.as('matched'))
    .executeTakeFirst();
}

/** Marks an unused code used; whether this call did. */
export async function useCode(db: Db, codeId: number): Promise<boolean> {
  const used = await db
    .updateTable('verification_code')
    .set({ used_at: new Date() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
