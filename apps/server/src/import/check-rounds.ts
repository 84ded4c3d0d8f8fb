import type { ImportFile } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { resolveDateTime } from './import-dates.ts';
import type { ImportIssue } from './import-errors.ts';
import { rfqClosings } from './rfq-closings.ts';

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
  const closing = await rfqClosings(
    db,
    data,
    rounds.map((r) => r.rfqnum),
    now,
  );
  return rounds.flatMap(({ rfqnum, at, path }) => {
    const rfqClosing = closing.get(rfqnum);
    return rfqClosing && at.getTime() <= rfqClosing.getTime()
      ? [{ path, reason: `must be after the closing date of RFQ ${rfqnum} (${rfqClosing.toISOString()})` }]
      : [];
  });
}
