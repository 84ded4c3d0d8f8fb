import type { ImportFile, ImportInvitation } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { isSubmissionReference } from '../tenders/index.ts';
import { resolveDateTime } from './import-dates.ts';
import type { ImportIssue } from './import-errors.ts';
import { rfqClosings } from './rfq-closings.ts';

// An invitation's history (issue 35, item 16): when the supplier was invited, acknowledged and submitted,
// with the submission's receipt. Each reason starts with its code, like the rest of the importer's.

/** The statuses of a submitted quotation; one asked to quote again in a round (any status) submitted too. */
const SUBMITTED_STATUSES: readonly ImportInvitation['status'][] = ['SUBMITED', 'AWARDED', 'LOST'];

const STEPS = ['invitedat', 'acknowledgedat', 'submittedat'] as const;
type Step = (typeof STEPS)[number];

interface Dated {
  step: Step;
  at: Date;
}

/** The steps the invitation gives, each resolved; a value that does not parse is reported and left out. */
function datedSteps(inv: ImportInvitation, path: string, now: Date, issues: ImportIssue[]): Dated[] {
  return STEPS.flatMap((step) => {
    const value = inv[step];
    if (value === undefined) return [];
    const at = resolveDateTime(value, now);
    if (at === null) {
      issues.push({ path: `${path}/${step}`, reason: 'history-date: is not a valid date-time' });
      return [];
    }
    return [{ step, at }];
  });
}

/** The rules of one invitation that need neither the database nor the other invitations. */
function checkOne(inv: ImportInvitation, path: string, now: Date, closing: Date | null | undefined) {
  const issues: ImportIssue[] = [];
  const steps = datedSteps(inv, path, now, issues);
  for (const [i, { step, at }] of steps.entries()) {
    const where = `${path}/${step}`;
    if (at.getTime() > now.getTime()) {
      issues.push({
        path: where,
        reason: `history-future: must not be after the import (${now.toISOString()})`,
      });
    }
    const earlier = steps[i - 1];
    if (earlier && at.getTime() < earlier.at.getTime()) {
      issues.push({ path: where, reason: `history-order: must not be before ${earlier.step}` });
    }
    // A round's submission is due by the round's closing; every other step precedes the RFQ's closing.
    const round = step === 'submittedat' && inv.negotiationclosingdate !== undefined;
    const limit = round ? resolveDateTime(inv.negotiationclosingdate ?? '', now) : closing;
    if (limit && at.getTime() >= limit.getTime()) {
      issues.push({
        path: where,
        reason: `history-after-closing: must be before the ${round ? 'negotiation round' : 'RFQ'} closed (${limit.toISOString()})`,
      });
    }
  }
  if (inv.acknowledgedat !== undefined && inv.status === 'NEW') {
    issues.push({
      path: `${path}/acknowledgedat`,
      reason: 'history-status: a NEW invitation has not been acknowledged',
    });
  }
  const submitted = SUBMITTED_STATUSES.includes(inv.status) || inv.negotiationclosingdate !== undefined;
  if ((inv.submittedat !== undefined || inv.submissionref !== undefined) && !submitted) {
    issues.push({
      path: `${path}/${inv.submittedat !== undefined ? 'submittedat' : 'submissionref'}`,
      reason: `receipt-status: a ${inv.status} invitation has no submitted quotation`,
    });
  }
  if ((inv.submittedat === undefined) !== (inv.submissionref === undefined)) {
    issues.push({
      path: `${path}/${inv.submittedat === undefined ? 'submittedat' : 'submissionref'}`,
      reason: 'receipt-incomplete: a receipt is a submission time and a reference: give both',
    });
  }
  if (inv.submissionref !== undefined && !isSubmissionReference(inv.submissionref, inv.rfqnum)) {
    issues.push({
      path: `${path}/submissionref`,
      reason: `receipt-reference: must be Q-${inv.rfqnum}- and 8 characters of 0-9 and A-Z without I, L, O, U`,
    });
  }
  return issues;
}

/** A reference is one quotation's: once in the file, and not another invitation's in the database. */
async function checkReferences(db: Db, invitations: readonly ImportInvitation[]): Promise<ImportIssue[]> {
  const refs = invitations.flatMap((inv, i) =>
    inv.submissionref === undefined ? [] : [{ ref: inv.submissionref, udztbnum: inv.udztbnum, i }],
  );
  if (refs.length === 0) return [];
  const owner = new Map<string, string>();
  const rows = await db
    .selectFrom('udztb')
    .select(['udztbnum', 'submission_ref'])
    .where(
      'submission_ref',
      'in',
      refs.map((r) => r.ref),
    )
    .execute();
  for (const row of rows) if (row.submission_ref) owner.set(row.submission_ref, row.udztbnum);
  const first = new Map<string, number>();
  return refs.flatMap(({ ref, udztbnum, i }) => {
    const path = `/invitations/${i}/submissionref`;
    const earlier = first.get(ref);
    if (earlier === undefined) first.set(ref, i);
    const stored = owner.get(ref);
    if (earlier !== undefined) {
      return [{ path, reason: `receipt-duplicate: duplicates /invitations/${earlier}/submissionref` }];
    }
    if (stored !== undefined && stored !== udztbnum) {
      return [{ path, reason: `receipt-duplicate: is the receipt of tender ${stored}` }];
    }
    return [];
  });
}

/**
 * The history an invitation carries agrees with itself and its RFQ: invited, acknowledged and submitted
 * in that order, none after the import, each before the RFQ closed (a round's submission before the round
 * closed); a receipt only on a submitted quotation, with both its time and a well-formed reference that
 * is no other quotation's. The RFQ's closing date is the file's when it describes the RFQ, else the stored
 * one.
 */
export async function checkHistory(db: Db, data: ImportFile, now: Date): Promise<ImportIssue[]> {
  const invitations = data.invitations ?? [];
  const carrying = invitations.filter((inv) => STEPS.some((s) => inv[s] !== undefined) || inv.submissionref);
  if (carrying.length === 0) return [];
  const closing = await rfqClosings(
    db,
    data,
    carrying.map((inv) => inv.rfqnum),
    now,
  );
  return [
    ...invitations.flatMap((inv, i) => checkOne(inv, `/invitations/${i}`, now, closing.get(inv.rfqnum))),
    ...(await checkReferences(db, invitations)),
  ];
}
