import type { ImportLine } from '@tender/api-contract';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import {
  addInvitees,
  alreadyInvited,
  hasInvitation,
  type InvitedSupplier,
  insertInvitation,
  removeInvitees,
  suppliersByCode,
} from './invitation-repository.ts';
import { publishableDraft, unscheduleIfBroken } from './publishable-draft.ts';
import { copyNewInvitationLines } from './rfq-line-repository.ts';
import { asImportLines, readRfqLines, syncInvitationLines } from './rfq-lines.ts';
import { assertRfqAction, type BuyerRfq, buyerRfqChange, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';

// Invitations: the buyer's pick list (rfq_invitee) and, once published, one udztb per invitee in status
// NEW with its copy of the lines. A draft has invitees but no udztb rows, so no supplier can see it.
// The mails of the invitations made here are queued in the same transaction (`announce`, buyer-routes.ts).

/** Invitations just made, for their mails. */
export interface MadeInvitations {
  udztbIds: number[];
}

/** Queues the mails of the invitations just made, in the transaction that made them. */
export type AnnounceInvitations = (trx: Db, udztbIds: readonly number[]) => Promise<unknown>;

/**
 * Makes the supplier's invitation to the RFQ (status NEW, number `<rfqnum>-<supplier code>`, the RFQ's
 * lines) and its audit record. A number already used by another tender gets a suffix (-2, -3, ...).
 */
export async function makeInvitation(
  trx: Db,
  user: SessionUser,
  rfq: BuyerRfq,
  supplier: InvitedSupplier,
  lines: ImportLine[],
  action: string,
  /** Another invitation made in this transaction from the same lines: its lines are copied. */
  template?: number,
): Promise<number> {
  const base = `${rfq.rfqnum}-${supplier.code}`;
  for (let n = 1; n < 100; n += 1) {
    const udztbnum = n === 1 ? base : `${base}-${n}`;
    const id = await insertInvitation(trx, {
      udztbnum,
      rfq_id: rfq.id,
      supplier_id: supplier.id,
      status: 'NEW',
      updated_at: new Date(),
    });
    if (id !== undefined) {
      if (template === undefined) await syncInvitationLines(trx, id, rfq.id, lines);
      else await copyNewInvitationLines(trx, template, id);
      await writeAudit(trx, {
        userId: user.userId,
        action,
        entity: 'udztb',
        entityId: id,
        fromStatus: null,
        toStatus: 'NEW',
        detail: { rfqnum: rfq.rfqnum, supplier: supplier.code },
      });
      return id;
    }
    if (await hasInvitation(trx, rfq.id, supplier.id)) {
      throw new AppError(ErrorCode.ALREADY_INVITED, { suppliers: [supplier.code] });
    }
  }
  throw new Error(`no free tender number for ${base}`);
}

/** The suppliers of the codes (each once, in the order given); 5600011 names the unknown ones. */
async function suppliersOf(db: Db, codes: readonly string[]): Promise<InvitedSupplier[]> {
  const unique = [...new Set(codes)];
  const rows = await suppliersByCode(db, unique);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const unknown = unique.filter((code) => !byCode.has(code));
  if (unknown.length > 0) throw new AppError(ErrorCode.NO_SUCH_SUPPLIER, { suppliers: unknown });
  return unique.map((code) => byCode.get(code) as InvitedSupplier);
}

/**
 * Invites suppliers: on a draft to its pick list; on an open RFQ to the pick list with an invitation each
 * (its mails queued with it). A supplier already invited refuses the whole call (5600004), so nothing
 * changes; an unknown code likewise (5600011); a code repeated in the list counts once. Closed, or open
 * only through a negotiation round: 5600006; awarded or cancelled: 5600009.
 */
export async function inviteSuppliers(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  codes: readonly string[],
  announce?: AnnounceInvitations,
): Promise<{ invited: number } & MadeInvitations> {
  return db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, rfqnum, { lock: true });
    assertRfqAction(rfq, 'invite');
    const suppliers = await suppliersOf(trx, codes);
    const taken = await alreadyInvited(
      trx,
      rfq.id,
      suppliers.map((s) => s.id),
    );
    if (taken.size > 0) {
      throw new AppError(ErrorCode.ALREADY_INVITED, {
        suppliers: suppliers.filter((s) => taken.has(s.id)).map((s) => s.code),
      });
    }
    await addInvitees(
      trx,
      suppliers.map((s) => ({ rfq_id: rfq.id, supplier_id: s.id, invited_by: user.userId })),
    );
    const udztbIds: number[] = [];
    if (rfq.stage === 'OPEN') {
      const lines = asImportLines(await readRfqLines(trx, rfq.id));
      for (const supplier of suppliers) {
        udztbIds.push(await makeInvitation(trx, user, rfq, supplier, lines, 'rfq.invite', udztbIds[0]));
      }
    }
    await writeRfqAudit(trx, user, rfq, 'rfq.invite', {
      fromStatus: rfq.status,
      toStatus: rfq.status,
      detail: { suppliers: suppliers.map((s) => s.code), invitations: udztbIds.length },
    });
    await announce?.(trx, udztbIds);
    return { invited: suppliers.length, udztbIds };
  });
}

/** Takes suppliers off a draft's pick list (codes not on it are ignored); a published RFQ: 5600009. */
export async function uninviteSuppliers(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  codes: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, rfqnum, { lock: true });
    assertRfqAction(rfq, 'uninvite');
    const removed = await removeInvitees(trx, rfq.id, [...new Set(codes)]);
    if (removed === 0) return;
    await writeRfqAudit(trx, user, rfq, 'rfq.uninvite', {
      fromStatus: 'DRAFT',
      toStatus: 'DRAFT',
      detail: { suppliers: codes.filter((code, i) => codes.indexOf(code) === i), removed },
    });
    // Nobody left to invite: a schedule it had is cleared (issue 33).
    await unscheduleIfBroken(trx, user, rfq);
  });
}

/**
 * Publishes a draft: each invitee gets its invitation in status NEW with the RFQ's lines, the RFQ becomes
 * PUBLISHED (a schedule it had is cleared). Refused, changing nothing: not a draft (5600009), or what
 * publishableDraft refuses. `scheduledAt`: published by the scheduled-publish worker on behalf of the
 * buyer who scheduled it (issue 33), audited as rfq.publish.scheduled.
 */
export async function publishRfq(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  announce?: AnnounceInvitations,
  opts: { scheduledAt?: Date } = {},
): Promise<{ rfqnum: string; invitations: number } & MadeInvitations> {
  const { result } = await versionedChange(db, buyerRfqChange(user, rfqnum, 'publish'), async (rfq, trx) => {
    const now = new Date();
    const { lines, invitees } = await publishableDraft(trx, rfq, now);
    const udztbIds: number[] = [];
    for (const supplier of invitees) {
      udztbIds.push(await makeInvitation(trx, user, rfq, supplier, lines, 'rfq.publish', udztbIds[0]));
    }
    await announce?.(trx, udztbIds);
    const scheduled = opts.scheduledAt ? { publishat: opts.scheduledAt.toISOString() } : {};
    return {
      change: { status: 'PUBLISHED', published_at: now, publish_at: null, publish_by: null },
      audit: {
        action: opts.scheduledAt ? 'rfq.publish.scheduled' : 'rfq.publish',
        detail: { invitations: udztbIds.length, suppliers: invitees.map((s) => s.code), ...scheduled },
      },
      result: { rfqnum: rfq.rfqnum, invitations: udztbIds.length, udztbIds },
    };
  });
  return result;
}
