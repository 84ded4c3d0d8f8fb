import type { ImportFile } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import type { ImportIssue } from './import-errors.ts';

/**
 * A draft RFQ (issue 17) has invitees but no invitation, so no supplier sees it: the file may not make
 * an RFQ that has invitations a DRAFT, nor invite to an RFQ that stays one in the database. (The file's
 * own invitations of its own DRAFT RFQs are refused by checkConsistency.)
 */
export async function checkDrafts(db: Db, data: ImportFile): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  const fileStatus = new Map((data.rfqs ?? []).map((r) => [r.rfqnum, r.status]));

  const madeDrafts = (data.rfqs ?? []).flatMap((r, i) =>
    r.status === 'DRAFT' ? [[r.rfqnum, i] as const] : [],
  );
  if (madeDrafts.length > 0) {
    const invited = await db
      .selectFrom('rfq')
      .innerJoin('udztb', 'udztb.rfq_id', 'rfq.id')
      .select('rfq.rfqnum')
      .distinct()
      .where(
        'rfq.rfqnum',
        'in',
        madeDrafts.map(([num]) => num),
      )
      .execute();
    const withInvitations = new Set(invited.map((r) => r.rfqnum));
    for (const [num, i] of madeDrafts) {
      if (withInvitations.has(num)) {
        issues.push({
          path: `/rfqs/${i}/status`,
          reason: `RFQ ${num} has invitations: it cannot be a DRAFT`,
        });
      }
    }
  }

  // Invitations to an RFQ whose status the file leaves as stored: refused while it is a stored DRAFT.
  const kept = [...new Set((data.invitations ?? []).map((inv) => inv.rfqnum))].filter(
    (num) => fileStatus.get(num) === undefined,
  );
  if (kept.length > 0) {
    const stored = await db
      .selectFrom('rfq')
      .select('rfqnum')
      .where('rfqnum', 'in', kept)
      .where('status', '=', 'DRAFT')
      .execute();
    const storedDrafts = new Set(stored.map((r) => r.rfqnum));
    (data.invitations ?? []).forEach((inv, i) => {
      if (storedDrafts.has(inv.rfqnum)) {
        issues.push({
          path: `/invitations/${i}/rfqnum`,
          reason: `names RFQ ${inv.rfqnum}, a DRAFT: a draft has no invitations`,
        });
      }
    });
  }
  return issues;
}
