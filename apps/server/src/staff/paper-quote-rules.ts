import type { QuotationRights, Tender } from '../tenders/index.ts';

// The rules of spec 4.4 for a hard-copy tender whose quote (or decline) came on paper and that staff
// record in the portal. The statuses that take one are shared with the staff page (@tender/domain,
// paper-quote.ts); the fields staff may type in are the server's.

/**
 * The fields staff may type in: what the supplier could have entered online (spec 4.3 without the
 * hard-copy and status locks), so the paper quote goes through the same entry and calculation rules.
 */
export function paperQuoteRights(
  tender: Pick<Tender, 'pricenegotiation' | 'hassiteinspection'>,
): QuotationRights {
  const negotiating = tender.pricenegotiation;
  return {
    quantityEditable: !negotiating,
    priceEditable: !negotiating,
    discountEditable: negotiating,
    notesEditable: true,
    siteInspectionEditable: tender.hassiteinspection,
  };
}
