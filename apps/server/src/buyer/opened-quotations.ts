import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { sealOf } from '../tenders/index.ts';
import { listComparedInvitations } from './invitation-repository.ts';
import { assertRfqAction, type BuyerRfq } from './rfq-scope.ts';
import { assertUnsealed } from './unseal-service.ts';

/** The quotations compared: submitted online or input from paper, and those already decided on. */
const COMPARED: readonly TenderStatusColumn[] = ['SUBMITED', 'AWARDED', 'LOST'];
/** An invitation that left the tender is never compared, even with a paper quote input earlier. */
const LEFT: readonly TenderStatusColumn[] = ['DECLINED', 'CANCELD'];

/**
 * The opening check of the comparison, shared by the scores (issue 33): the stage allows comparing
 * (closed: else 5600007), the opening quorum is met (else 5600022), and the one seal table shows every
 * compared quotation's prices on its own closing date (a negotiation round's). Answers those quotations.
 */
export async function openedInvitations(db: Db, user: SessionUser, rfq: BuyerRfq) {
  assertRfqAction(rfq, 'compare');
  // An opening quorum of two not yet met keeps everything sealed (issue 29): 5600022.
  const unsealCount = await assertUnsealed(db, rfq);
  const invitations = await listComparedInvitations(db, rfq.id, { compared: COMPARED, left: LEFT });
  // The one seal table (issue 28) has the last word, quotation by quotation on its own closing date (a
  // negotiation round's): the stage above already refuses before closing; a price it would still seal is
  // never compared.
  const terms = {
    tendercollectvia: rfq.tendercollectvia,
    bidmethod: rfq.bidmethod,
    rfqStatus: rfq.status,
    openingQuorum: rfq.opening_quorum,
    unsealCount,
  };
  if (invitations.some((inv) => !sealOf(user, { ...terms, closingdate: inv.closingdate }).prices)) {
    throw new AppError(ErrorCode.RFQ_NOT_CLOSED);
  }
  return invitations;
}
