import type { ImportFile } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { resolveDateTime } from './import-dates.ts';
import type { ImportIssue } from './import-errors.ts';

/**
 * A negotiation round (an invitation's negotiationclosingdate, issue 17) follows the RFQ's closing: it
 * must close after the RFQ's closing date, the file's when the file describes the RFQ, else the stored
 * one. Dates that do not parse are checkConsistency's to report.
 */
export async function checkRounds(db: Db, data: ImportFile, now: Date): Promise<ImportIssue[]> {
  const rounds = (data.invitations ?? []).flatMap((inv, i) => {
    const at = inv.negotiationclosingdate ? resolveDateTime(inv.negotiationclosingdate, now) : null;
    return at ? [{ rfqnum: inv.rfqnum, at, path: `/invitations/${i}/negotiationclosingdate` }] : [];
  });
  if (rounds.length === 0) return [];
  const closing = new Map<string, Date | null>(
    (data.rfqs ?? []).map((r) => [r.rfqnum, resolveDateTime(r.closingdate, now)]),
  );
  const stored = [...new Set(rounds.map((r) => r.rfqnum))].filter((num) => !closing.has(num));
  if (stored.length > 0) {
    const rows = await db
      .selectFrom('rfq')
      .select(['rfqnum', 'closingdate'])
      .where('rfqnum', 'in', stored)
      .execute();
    for (const row of rows) closing.set(row.rfqnum, new Date(row.closingdate));
  }
  return rounds.flatMap(({ rfqnum, at, path }) => {
    const rfqClosing = closing.get(rfqnum);
    return rfqClosing && at.getTime() <= rfqClosing.getTime()
      ? [{ path, reason: `must be after the closing date of RFQ ${rfqnum} (${rfqClosing.toISOString()})` }]
      : [];
  });
}
