import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { writeVersion } from '../db/versioned-change.ts';
import { AppError, type ErrorCodeValue } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import type { LockedInvitation } from './invitation-repository.ts';

// What negotiate, award and cancel share: the RFQ's invitations, read and locked inside the buyer's change
// of the RFQ (invitation-repository.ts, lockInvitations), the chosen ones among them, and one invitation's
// status change, the versioned change of its row as the tender workflow writes it (db/versioned-change.ts):
// a conditional update on the status and version read, version + 1, and an audit entry of entity 'udztb'
// with the statuses from and to.

/**
 * The invitations of the chosen supplier codes, or `refusal` (its `data.suppliers` names the code) when a
 * code has no invitation on this RFQ or its invitation is not in one of `statuses`: nothing is changed
 * then. A code is matched exactly, as an invitation names it (rfq-invite-service.ts): codes are the
 * import format's keys, which two suppliers may share but for case.
 */
export function chosenInvitations(
  invitations: readonly LockedInvitation[],
  codes: readonly string[],
  statuses: readonly TenderStatusColumn[],
  refusal: ErrorCodeValue,
): LockedInvitation[] {
  const chosen = new Map<number, LockedInvitation>();
  for (const code of codes) {
    const matches = invitations.filter((inv) => inv.suppliercode === code);
    if (matches.length === 0 || matches.some((inv) => !statuses.includes(inv.status))) {
      throw new AppError(refusal, { suppliers: [code] });
    }
    for (const inv of matches) chosen.set(inv.id, inv);
  }
  return [...chosen.values()];
}

/** The header fields a buyer's decision sets on one invitation besides its status. */
export interface InvitationOutcome {
  status: TenderStatusColumn;
  negotiation?: boolean;
  negotiation_closingdate?: Date;
  /** A negotiation round is reminded again before its own closing date (null), or not (now). */
  reminder_mailed_at?: Date | null;
}

/**
 * Sets one locked invitation's status (and round) if its status and version are still those read, with
 * version + 1, and audits it (entity 'udztb'); 4000006 when it changed meanwhile.
 */
export async function changeInvitation(
  trx: Db,
  user: SessionUser,
  invitation: LockedInvitation,
  outcome: InvitationOutcome,
  audit: { action: string; rfqnum: string; comment?: string },
): Promise<void> {
  await writeVersion(trx, 'udztb', invitation, outcome, {
    userId: user.userId,
    action: audit.action,
    ...(audit.comment === undefined ? {} : { comment: audit.comment }),
    detail: { rfqnum: audit.rfqnum },
  });
}
