import {
  calculateLines,
  defaultQuantityOnSave,
  findFlaggedLines,
  findLinesMissingAmounts,
  type LineInput,
} from '@tender/domain';
import type { QuotationLine } from '../api/tender-types';
import type { LineEditorState } from './line-editor-state';
import { isEntryLine } from './line-kind';

export interface PreparedQuotation {
  lines: QuotationLine[];
  /** Lines the spec 5 alert lists (required price/total/quantity missing or not a number). */
  flagged: number[];
  /** Priced lines without a total or discount amount. */
  missingAmounts: number[];
}

/**
 * The lines as they would be saved: an empty quantity of an entry line becomes 1 (spec 5) and every amount
 * is recalculated with that, so the checks and the payload see exactly what the server will store.
 */
export function prepareQuotation(state: LineEditorState, udztbnum: string): PreparedQuotation {
  const inputs: LineInput[] = state.inputs.map((input) => {
    const line = state.lines.get(input.seqno);
    return line && isEntryLine(line.row)
      ? { ...input, quantity: defaultQuantityOnSave(input.quantity) }
      : input;
  });
  const amounts = new Map(calculateLines(inputs).map((amount) => [amount.seqno, amount]));

  const lines: QuotationLine[] = [];
  const checks = [];
  for (const input of inputs) {
    const line = state.lines.get(input.seqno);
    const amount = amounts.get(input.seqno);
    if (!line || !amount || line.row.header === '1') continue;
    checks.push({
      seqno: input.seqno,
      header: false,
      autocal: input.autocal,
      required: line.row.required === '1',
      qtyrequired: line.row.qtyrequired === '1',
      totalamountreq: input.totalamountreq,
      quantity: amount.quantity,
      unitprice: amount.unitprice,
      totallineamount: amount.totallineamount,
      disclineamt: amount.disclineamt,
    });
    lines.push({
      seqno: input.seqno,
      udztbnum,
      quantity: amount.quantity,
      unitprice: amount.unitprice,
      disc: amount.disc,
      totallineamount: amount.totallineamount,
      disclineamt: amount.disclineamt,
      linenotes: line.linenotes,
    });
  }
  return { lines, flagged: findFlaggedLines(checks), missingAmounts: findLinesMissingAmounts(checks) };
}
