import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';

/**
 * The approval threshold of a site (issue 29): its own (site_setting, from the import's `sites[]` or
 * `npm run admin`), else AWARD_APPROVAL_THRESHOLD. An award whose total is at or above it waits for an
 * approver. An exact decimal string.
 */
export async function approvalThreshold(
  db: Db,
  config: Pick<Config, 'awardApprovalThreshold'>,
  siteid: string,
): Promise<string> {
  const row = await db
    .selectFrom('site_setting')
    .select('award_approval_threshold')
    .where('siteid', '=', siteid)
    .executeTakeFirst();
  return row?.award_approval_threshold ?? config.awardApprovalThreshold;
}
