import type { ImportSite } from '@tender/api-contract';
import { type ImportContext, tally } from './import-context.ts';
import { upsertRow } from './upsert-row.ts';

/**
 * A site's own settings (issue 29): its AWARD_APPROVAL_THRESHOLD (site_setting). Null or absent clears
 * it, so the server's setting applies again: a site record states the site's whole override.
 */
export async function importSites(ctx: ImportContext, sites: ImportSite[]): Promise<void> {
  for (const s of sites) {
    const threshold = s.awardapprovalthreshold;
    const { outcome } = await upsertRow(
      ctx.trx,
      'site_setting',
      { siteid: s.siteid },
      { award_approval_threshold: threshold === undefined || threshold === null ? null : String(threshold) },
      { noId: true },
    );
    tally(ctx, 'sites', outcome);
  }
}
