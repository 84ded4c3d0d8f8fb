import { TERMS_VERSION } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { SessionUser } from '../http/session-user.ts';
import { insertTermsAcceptance } from './terms-repository.ts';

/** Records that the caller accepted the current terms: who, when, from which session, which version. */
export async function acceptTerms(ctx: AppContext, caller: SessionUser): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await insertTermsAcceptance(trx, caller.userId, caller.sessionId);
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'terms-accept',
      entity: 'app_user',
      entityId: caller.userId,
      comment: `Terms of Use ${TERMS_VERSION}`,
    });
  });
}
