import type { TenderLine } from '@tender/api-contract';
import { type SealViewer, sealPhase, sealTenderType, visibleParts } from '@tender/domain';
import { isBuyer, type SessionUser } from '../http/session-user.ts';

/** What the seal reads of one invitation: its own closing date and its RFQ's collection and status. */
export interface SealedTender {
  closingdate: Date;
  tendercollectvia: string | null;
  bidmethod: string | null;
  rfqStatus: string;
}

/**
 * Who the caller is to a quotation the scope let them reach (issue 28): a supplier reaches only its own;
 * a user of the group is staff, or a buyer with the buyer role.
 */
export function sealViewerOf(caller: Pick<SessionUser, 'supplierId' | 'roles'>): SealViewer {
  if (caller.supplierId !== null) return 'owner';
  return isBuyer(caller) ? 'buyer' : 'staff';
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
    sealPhase({ rfqStatus: tender.rfqStatus, closingdate: tender.closingdate }, now),
  );
}

/** A line with what the seal hides taken out: prices (the discount rate too, a negotiation's offer), notes. */
export function sealLine(line: TenderLine, parts: { prices: boolean; notes: boolean }): TenderLine {
  const priced = parts.prices
    ? line
    : { ...line, unitprice: null, totallineamount: null, disc: null, disclineamt: null };
  return parts.notes ? priced : { ...priced, linenotes: '' };
}
