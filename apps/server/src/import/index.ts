// What other features use of the importer: the one way an RFQ's lines (rfq_line) and an invitation's
// lines (udztb_line) are written, so the buyer console and the import file always agree (issue 17).
export { decimalText, lineDefinition } from './line-values.ts';
export { syncRfqLines } from './rfq-lines.ts';
export { type BuyerQuantities, type LineCounts, syncTenderLines } from './tender-lines.ts';
