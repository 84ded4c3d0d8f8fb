import { sql } from 'kysely';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode, type ErrorCodeValue } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';

// What negotiate, award and cancel share: the RFQ's invitations read and locked inside the buyer's
// transaction (after the RFQ row, always in that order, so two changes of one RFQ never deadlock), and
// one invitation's status change written as the tender workflow writes it (tenders/change-tender.ts):
// a conditional update on the status and version read, version + 1, and an audit entry of entity
// 'udztb' with the statuses from and to.

/** One invitation of the RFQ as the buyer's decisions need it. */
export interface LockedInvitation {
  id: number;
  udztbnum: string;
  status: TenderStatusColumn;
  version: number;
  supplier_id: number;
  suppliercode: string;
  inputed: boolean;
}

/** Every invitation of the RFQ, locked (`for update`) until the transaction ends, by tender number. */
export async function lockInvitations(trx: Db, rfqId: number): Promise<LockedInvitation[]> {
  return trx
    .selectFrom('udztb')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.version',
      'udztb.supplier_id',
      'supplier.code as suppliercode',
      'udztb.inputed',
    ])
    .where('udztb.rfq_id', '=', rfqId)
    .orderBy('udztb.udztbnum')
    .forUpdate('udztb')
    .execute();
}

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
 * Sets one locked invitation's status (and round) if its status and version are still those read,
 * with version + 1, and audits it (entity 'udztb'); 4000006 when it changed meanwhile.
 */
export async function changeInvitation(
  trx: Db,
  user: SessionUser,
  invitation: LockedInvitation,
  outcome: InvitationOutcome,
  audit: { action: string; rfqnum: string; comment?: string },
): Promise<void> {
  const result = await trx
    .updateTable('udztb')
    .set({ ...outcome, version: invitation.version + 1, updated_at: sql<Date>`now()` })
    .where('id', '=', invitation.id)
    .where('status', '=', invitation.status)
    .where('version', '=', invitation.version)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new AppError(ErrorCode.CONCURRENT_CHANGE);
  await writeAudit(trx, {
    userId: user.userId,
    action: audit.action,
    entity: 'udztb',
    entityId: invitation.id,
    fromStatus: invitation.status,
    toStatus: outcome.status,
    comment: audit.comment ?? '',
    detail: { rfqnum: audit.rfqnum, version: invitation.version + 1 },
  });
}

/** Bumps the RFQ's version (a page that read the old one is refused on save) and sets its fields. */
export async function touchRfq(
  trx: Db,
  rfq: { id: number },
  change: { status?: 'AWARDED' | 'CANCELLED'; cancel_reason?: string } = {},
): Promise<void> {
  await trx
    .updateTable('rfq')
    .set({ ...change, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', rfq.id)
    .execute();
}
