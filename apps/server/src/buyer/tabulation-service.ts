import type { Tabulation, TabulationLine, TabulationSupplier } from '@tender/api-contract';
import { inNegotiationRound, PRICE_CRITERION, rfqActionVerdict, tabulateQuotations } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import type { SessionUser } from '../http/session-user.ts';
import { listLiveAwardedLines } from './award-repository.ts';
import { listPricedLines } from './invitation-repository.ts';
import { openedInvitations } from './opened-quotations.ts';
import { readRfqLines } from './rfq-lines.ts';
import { findBuyerRfq } from './rfq-scope.ts';
import { readCriteria } from './scoring-repository.ts';
import { scoringOf } from './scoring-service.ts';

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
  const invitations = await openedInvitations(db, user, rfq);
  const [lines, awardedLines, criteria] = await Promise.all([
    readRfqLines(db, rfq.id),
    listLiveAwardedLines(db, rfq.id),
    readCriteria(db, rfq.id),
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
  // The ranking on the criteria (issue 33): the price score from the comparable totals, like with like.
  const scoring = await scoringOf(
    db,
    user,
    rfq.id,
    criteria,
    invitations.map((inv, index) => ({
      invitationId: inv.id,
      code: inv.suppliercode,
      comparabletotal: compared.suppliers[index]?.comparabletotal ?? '0.00',
      comparable: compared.suppliers[index]?.comparable ?? false,
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
      comparable: totals?.comparable ?? false,
      scoring: scoring[index] ?? null,
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
    criteria,
    scorable:
      criteria.some((c) => c.criterion !== PRICE_CRITERION) &&
      rfqActionVerdict('score', rfq.stage, inNegotiationRound(rfq, new Date())) === 'allowed',
  };
}
