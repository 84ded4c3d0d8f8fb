import { TERMS_VERSION } from '@tender/domain';
import type { Db } from '../db/connect.ts';

/** Whether the user has an acceptance of the current version of the Terms of Use. */
export async function hasAcceptedTerms(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('terms_acceptance')
    .select('id')
    .where('user_id', '=', userId)
    .where('version', '=', TERMS_VERSION)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an acceptance of the current version by a user, in a session. */
export async function insertTermsAcceptance(db: Db, userId: number, sessionId: number): Promise<void> {
  await db
    .insertInto('terms_acceptance')
    .values({ user_id: userId, session_id: sessionId, version: TERMS_VERSION })
    .execute();
}
