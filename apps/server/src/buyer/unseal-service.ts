import type { BuyerUnsealState } from '@tender/api-contract';
import {
  distinctUnsealers,
  inNegotiationRound,
  isQuorumMet,
  rfqActionVerdict,
  unsealsAwaited,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { assertRfqAction, type BuyerRfq, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';

// The opening quorum (issue 29): with `opening_quorum` 2 the quotations stay sealed after closing until
// two different buyers or approvers of the site have each unsealed them (rfq_unseal, one row per person;
// the rule is the domain's opening-quorum.ts). The seal table reads the same rows (tenders/tender-seal.ts)
// for the line views and the suppliers' files; the buyer's actions on prices check assertUnsealed.

/** Who unsealed the RFQ, first first. */
function listUnseals(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_unseal')
    .innerJoin('app_user', 'app_user.id', 'rfq_unseal.user_id')
    .select(['rfq_unseal.user_id as userId', 'app_user.username', 'rfq_unseal.unsealed_at as at'])
    .where('rfq_unseal.rfq_id', '=', rfqId)
    .orderBy('rfq_unseal.unsealed_at')
    .orderBy('rfq_unseal.user_id')
    .execute();
}

type UnsealRfq = Pick<BuyerRfq, 'id' | 'opening_quorum' | 'stage' | 'closingdate'>;

/** The unseal state of the RFQ: its quorum, whether its quotations are still sealed, who unsealed. */
export async function unsealStateOf(db: Db, rfq: UnsealRfq): Promise<BuyerUnsealState> {
  const rows = await listUnseals(db, rfq.id);
  const distinct = distinctUnsealers(rows.map((row) => row.userId));
  // Past closing (the one table's 'compare': CLOSED, PENDING_APPROVAL, AWARDED) and the quorum met.
  const closed = rfqActionVerdict('compare', rfq.stage, inNegotiationRound(rfq, new Date())) === 'allowed';
  return {
    required: rfq.opening_quorum,
    sealed: !closed || !isQuorumMet(rfq.opening_quorum, distinct),
    unsealedby: rows.map((row) => ({ username: row.username, at: new Date(row.at).toISOString() })),
    awaiting: unsealsAwaited(rfq.opening_quorum, distinct),
  };
}

/**
 * Refuses (5600022 UNSEAL_PENDING) while the RFQ's opening quorum is not met: the tabulation, a
 * negotiation round and the award call it once the stage has allowed them (closed). Pass the transaction.
 * Answers how many different people have unsealed (what the seal table reads with the quorum).
 */
export async function assertUnsealed(db: Db, rfq: Pick<BuyerRfq, 'id' | 'opening_quorum'>): Promise<number> {
  const distinct = distinctUnsealers((await listUnseals(db, rfq.id)).map((row) => row.userId));
  if (!isQuorumMet(rfq.opening_quorum, distinct)) throw new AppError(ErrorCode.UNSEAL_PENDING);
  return distinct;
}

/**
 * /buyer/rfq/unseal: the caller (a buyer or an approver of the RFQ's site) unseals its quotations after
 * closing (before: 5600007; awarded, cancelled: 5600009). Recorded once per person while the quorum is
 * awaited (a repeat, or a call once it is met, changes nothing), with an audit entry `rfq.unseal` when new.
 * Two people at once both count: each inserts its own row. With a quorum of 1 nothing is recorded.
 */
export async function unsealRfq(db: Db, user: SessionUser, rfqnum: string): Promise<BuyerUnsealState> {
  return db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, rfqnum.trim());
    assertRfqAction(rfq, 'unseal');
    const before = await unsealStateOf(trx, rfq);
    if (before.awaiting === 0) return before;
    const inserted = await trx
      .insertInto('rfq_unseal')
      .values({ rfq_id: rfq.id, user_id: user.userId })
      .onConflict((oc) => oc.columns(['rfq_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted) {
      await writeRfqAudit(trx, user, rfq, 'rfq.unseal', {
        detail: { required: rfq.opening_quorum, unsealed: before.unsealedby.length + 1 },
      });
    }
    return unsealStateOf(trx, rfq);
  });
}
