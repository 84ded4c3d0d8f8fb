// What other features use of tenders: the quotation calculation staff run over a paper quote, the
// request readers and presenter of lines, the decline texts, and the line store the importer fills.
export { quotationSaveOf } from './quotation-input.ts';
export type { LineEntryInput } from './quotation-lines.ts';
export { applyQuotation, type QuotationRights } from './quotation-service.ts';
export { LINE_COLUMNS, readLines, type StoredLine } from './tender-line-repository.ts';
export { presentLine } from './tender-presenter.ts';
export { workflowMessage } from './workflow-messages.ts';
