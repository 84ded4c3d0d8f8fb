import type { BuyerRfqStage } from '@tender/api-contract';
import { inNegotiationRound, type RfqAction, rfqActionVerdict, rfqStage } from '@tender/domain';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import type { VersionedTarget } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { findRfqRow, lastNegotiationClosing, type RfqRow } from './rfq-repository.ts';

// The one way to find "the buyer's RFQ": an RFQ of the buyer's own site, by its number. One of another
// site answers exactly as an unknown one (4000001), so its existence is not revealed.

/** The RFQ row as the buyer services need it, with its last closing date and stage (rfq-stage.ts). */
export type BuyerRfq = RfqRow & {
  /** The greatest of the closing date and any invitation's negotiation closing date. */
  lastClosing: Date;
  /** The buyer's stage now (server clock). */
  stage: BuyerRfqStage;
};

/**
 * The RFQ `rfqnum` of the buyer's site, or AppError 4000001. With `lock`, the rfq row is locked
 * (`for update`) until the transaction ends, so two changes of one RFQ run one after the other.
 */
export async function findBuyerRfq(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  opts: { lock?: boolean } = {},
): Promise<BuyerRfq> {
  return findByKey(db, user, { rfqnum }, opts);
}

const LARGEST_ID = 2_147_483_647;

/** The same by the RFQ's id (an attachment's owner id), 4000001 likewise. */
export async function findBuyerRfqById(
  db: Db,
  user: SessionUser,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<BuyerRfq> {
  if (!Number.isSafeInteger(id) || id < 1 || id > LARGEST_ID) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return findByKey(db, user, { id }, opts);
}

async function findByKey(
  db: Db,
  user: SessionUser,
  key: { rfqnum: string } | { id: number },
  opts: { lock?: boolean },
): Promise<BuyerRfq> {
  const row = await findRfqRow(db, user.siteid, key, opts.lock === true);
  if (!row) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  const lastClosing = await lastClosingOf(db, row.id, row.closingdate);
  const stage = rfqStage({ status: row.status, closingdate: row.closingdate, lastClosing }, new Date());
  return { ...row, lastClosing, stage };
}

const REFUSAL = {
  closed: ErrorCode.RFQ_CLOSED,
  'not-closed': ErrorCode.RFQ_NOT_CLOSED,
  'not-allowed': ErrorCode.RFQ_ACTION_NOT_ALLOWED,
} as const;

/**
 * Refuses `action` unless the RFQ's stage allows it, by the domain's one table (rfq-stage.ts), which the
 * buyer's pages read too: closed or in a negotiation round 5600006, quotations still sealed 5600007, not
 * at this stage 5600009. A round (OPEN only for the round's suppliers, on the server clock) refuses
 * inviting (the invitation would be closed already), amending (it would reopen the tender to everyone)
 * and attachments (the round quotes on the files it had) as after closing.
 */
export function assertRfqAction(rfq: Pick<BuyerRfq, 'stage' | 'closingdate'>, action: RfqAction): void {
  const verdict = rfqActionVerdict(action, rfq.stage, inNegotiationRound(rfq, new Date()));
  if (verdict !== 'allowed') throw new AppError(REFUSAL[verdict]);
}

/**
 * What a buyer's change of the RFQ `rfqnum` changes (db/versioned-change.ts): the RFQ of the buyer's site,
 * locked (4000001 when there is none), refused unless its stage allows `action` (when given).
 */
export function buyerRfqChange(
  user: SessionUser,
  rfqnum: string,
  action?: RfqAction,
): VersionedTarget<BuyerRfq, void> & { table: 'rfq' } {
  return {
    table: 'rfq',
    find: (trx) => findBuyerRfq(trx, user, rfqnum, { lock: true }),
    missing: ErrorCode.NO_SUCH_TENDER,
    userId: user.userId,
    ...(action === undefined ? {} : { admit: (rfq: BuyerRfq) => assertRfqAction(rfq, action) }),
  };
}

/** The greatest of the RFQ's closing date and its invitations' negotiation closing dates. */
export async function lastClosingOf(db: Db, rfqId: number, closingdate: Date): Promise<Date> {
  const negotiation = await lastNegotiationClosing(db, rfqId);
  return negotiation && negotiation.getTime() > closingdate.getTime() ? negotiation : closingdate;
}

/** The audit record of a buyer action on an RFQ (entity 'rfq', entity_id the RFQ's id); pass the trx. */
export async function writeRfqAudit(
  trx: Db,
  user: SessionUser,
  rfq: { id: number },
  action: string,
  opts: {
    comment?: string;
    detail?: Record<string, unknown>;
    fromStatus?: string | null;
    toStatus?: string | null;
  } = {},
): Promise<void> {
  await writeAudit(trx, {
    userId: user.userId,
    action,
    entity: 'rfq',
    entityId: rfq.id,
    fromStatus: opts.fromStatus ?? null,
    toStatus: opts.toStatus ?? null,
    ...(opts.comment !== undefined ? { comment: opts.comment } : {}),
    ...(opts.detail !== undefined ? { detail: opts.detail } : {}),
  });
}
