import type { TenderLine } from '@tender/api-contract';
import { DEFAULT_DISCOUNT_RATE, type LineAmounts, type LinesSummary, summarizeLines } from '@tender/domain';
import { toLineInput } from './line-editor-state';

/** The report prints the amounts the server stored; the domain only adds them up for the totals. */
export function reportTotals(rows: TenderLine[]): LinesSummary {
  const amounts: LineAmounts[] = rows.map((row) => ({
    seqno: row.seqno,
    quantity: row.quantity,
    unitprice: row.unitprice,
    totallineamount: row.totallineamount,
    disc: row.disc ?? DEFAULT_DISCOUNT_RATE,
    disclineamt: row.disclineamt,
  }));
  return summarizeLines(amounts, rows.map(toLineInput));
}
