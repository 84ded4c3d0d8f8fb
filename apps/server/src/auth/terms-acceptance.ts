import { TERMS_VERSION } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import type { SessionUser } from '../http/session-user.ts';

/** Whether the user has accepted the current version of the Terms of Use. */
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

/** Records that the caller accepted the current terms: who, when, from which session, which version. */
export async function acceptTerms(ctx: AppContext, caller: SessionUser): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('terms_acceptance')
      .values({ user_id: caller.userId, session_id: caller.sessionId, version: TERMS_VERSION })
      .execute();
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'terms-accept',
      entity: 'app_user',
      entityId: caller.userId,
      comment: `Terms of Use ${TERMS_VERSION}`,
    });
  });
}
