import type { TenderLine } from '@tender/api-contract';
import { isQuorumMet, type SealViewer, sealPhase, sealTenderType, visibleParts } from '@tender/domain';
import { sql } from 'kysely';
import { isProcurement, type SessionUser } from '../http/session-user.ts';

/**
 * What the seal reads of one invitation: its own closing date, its RFQ's collection and status, and its
 * RFQ's opening quorum with how many different people have unsealed (issue 29).
 */
export interface SealedTender {
  closingdate: Date;
  tendercollectvia: string | null;
  bidmethod: string | null;
  rfqStatus: string;
  openingQuorum: number;
  unsealCount: number;
}

/** The columns of SealedTender's opening: select them with a query joined to `rfq`. */
export const OPENING_COLUMNS = [
  'rfq.opening_quorum as openingQuorum',
  sql<number>`(select cast(count(*) as integer) from rfq_unseal where rfq_unseal.rfq_id = rfq.id)`.as(
    'unsealCount',
  ),
] as const;

/**
 * Who the caller is to a quotation the scope let them reach (issue 28): a supplier reaches only its own;
 * a user of the group is staff, or a buyer with the buyer or approver role (issue 29).
 */
export function sealViewerOf(caller: Pick<SessionUser, 'supplierId' | 'roles'>): SealViewer {
  if (caller.supplierId !== null) return 'owner';
  return isProcurement(caller) ? 'buyer' : 'staff';
}

/** The parts of this quotation the caller may see now: the domain's one seal table (SEAL_PARTS). */
export function sealOf(
  caller: Pick<SessionUser, 'supplierId' | 'roles'>,
  tender: SealedTender,
  now: Date = new Date(),
) {
  return visibleParts(
    sealViewerOf(caller),
    sealTenderType(tender),
    sealPhase(
      {
        rfqStatus: tender.rfqStatus,
        closingdate: tender.closingdate,
        // An opening quorum not met keeps a closed quotation sealed ('awaiting-opening').
        opened: isQuorumMet(tender.openingQuorum, tender.unsealCount),
      },
      now,
    ),
  );
}

/** A line with what the seal hides taken out: prices (the discount rate too, a negotiation's offer), notes. */
export function sealLine(line: TenderLine, parts: { prices: boolean; notes: boolean }): TenderLine {
  const priced = parts.prices
    ? line
    : { ...line, unitprice: null, totallineamount: null, disc: null, disclineamt: null };
  return parts.notes ? priced : { ...priced, linenotes: '' };
}
