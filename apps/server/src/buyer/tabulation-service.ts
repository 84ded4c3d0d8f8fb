import type { Tabulation, TabulationLine, TabulationSupplier } from '@tender/api-contract';
import { tabulateQuotations } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { sealOf } from '../tenders/index.ts';
import { listLiveAwardedLines } from './award-repository.ts';
import { listComparedInvitations, listPricedLines } from './invitation-repository.ts';
import { readRfqLines } from './rfq-lines.ts';
import { assertRfqAction, findBuyerRfq } from './rfq-scope.ts';
import { assertUnsealed } from './unseal-service.ts';

/** The quotations compared: submitted online or input from paper, and those already decided on. */
const COMPARED: readonly TenderStatusColumn[] = ['SUBMITED', 'AWARDED', 'LOST'];
/** An invitation that left the tender is never compared, even with a paper quote input earlier. */
const LEFT: readonly TenderStatusColumn[] = ['DECLINED', 'CANCELD'];

/**
 * /buyer/rfq/tabulation: after closing (CLOSED, PENDING_APPROVAL or AWARDED, else 5600007, also during a
 * negotiation round), every quotation submitted online or input by staff from paper (status SUBMITED, AWARDED or
 * LOST, or `inputed`), line by line in the order of the RFQ's lines: each supplier's unit price, total,
 * discounted amount and notes, the lowest of each entry line marked, unpriced entry lines marked, and
 * each supplier's exact totals of the entry lines (the domain's tabulateQuotations), and the lines of the
 * pending or final award marked `awarded` on the quotation that wins them. Suppliers by code.
 */
export async function getTabulation(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  defaultCurrency: string,
): Promise<Tabulation> {
  const rfq = await findBuyerRfq(db, user, rfqnum.trim());
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
  const [lines, awardedLines] = await Promise.all([
    readRfqLines(db, rfq.id),
    listLiveAwardedLines(db, rfq.id),
  ]);
  // The lines of the pending or final award (issue 29), each given to one quotation.
  const awarded = new Set(awardedLines.map((line) => `${line.udztb_id}:${line.seqno}`));
  const priced =
    invitations.length === 0
      ? []
      : await listPricedLines(
          db,
          invitations.map((inv) => inv.id),
        );
  const byInvitation = new Map(
    invitations.map((inv) => [inv.id, new Map<number, (typeof priced)[number]>()]),
  );
  for (const row of priced) byInvitation.get(row.udztb_id)?.set(row.seqno, row);

  const compared = tabulateQuotations(
    lines,
    invitations.map((inv) => ({
      code: inv.udztbnum,
      lines: [...(byInvitation.get(inv.id)?.values() ?? [])],
    })),
  );
  const suppliers: TabulationSupplier[] = invitations.map((inv, index) => {
    const totals = compared.suppliers[index];
    return {
      suppliercode: inv.suppliercode,
      suppliername: inv.suppliername,
      udztbnum: inv.udztbnum,
      status: inv.status,
      hardcopy: inv.inputed,
      submittedat: inv.submitted_at?.toISOString() ?? null,
      total: totals?.total ?? '0.00',
      discounttotal: totals?.discounttotal ?? '0.00',
      comparabletotal: totals?.comparabletotal ?? '0.00',
      unpriced: totals?.unpriced ?? 0,
      lowest: totals?.lowest ?? false,
    };
  });
  const tabulated: TabulationLine[] = lines.map((line, lineIndex) => {
    const marks = compared.lines[lineIndex];
    return {
      seqno: line.seqno,
      description: line.description,
      header: line.header,
      bold: line.bold,
      underline: line.underline,
      autocal: line.autocal,
      quantity: line.quantity,
      unit: line.unit,
      prices: invitations.map((inv, index) => {
        const amounts = byInvitation.get(inv.id)?.get(line.seqno);
        return {
          suppliercode: inv.suppliercode,
          quantity: amounts?.quantity ?? null,
          unitprice: amounts?.unitprice ?? null,
          totallineamount: amounts?.totallineamount ?? null,
          disclineamt: amounts?.disclineamt ?? null,
          linenotes: amounts?.linenotes ?? '',
          compared: marks?.compared[index] ?? null,
          quantitydiffers: marks?.quantityDiffers.includes(inv.udztbnum) ?? false,
          unpriced: marks?.unpriced.includes(inv.udztbnum) ?? false,
          lowest: marks?.lowest.includes(inv.udztbnum) ?? false,
          awarded: awarded.has(`${inv.id}:${line.seqno}`),
        };
      }),
    };
  });
  return {
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    currency: rfq.currency ?? defaultCurrency,
    closingdate: rfq.lastClosing.toISOString(),
    suppliers,
    lines: tabulated,
  };
}
