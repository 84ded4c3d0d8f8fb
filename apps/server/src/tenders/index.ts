// What other features use of tenders: the scope-aware lookup of the caller's tenders and the one
// transaction every change of a tender runs in (a supplier's save and workflow, staff's paper quote and
// decline), the quotation calculation staff run over a paper quote, the request readers and presenter of
// lines, the decline texts, the line store the importer fills and the shape of a receipt it may carry,
// and the list's page and count (the home dashboard lists by bid filter over the same index).
export { type ChangedTender, changeTender, type TenderDecision, type TenderTarget } from './change-tender.ts';
export { quotationSaveOf } from './quotation-input.ts';
export type { LineEntryInput } from './quotation-lines.ts';
export { applyQuotation, type QuotationRights } from './quotation-service.ts';
export { isSubmissionReference } from './submission-reference.ts';
export { LINE_COLUMNS, readLines, type StoredLine } from './tender-line-repository.ts';
export { presentLine, presentListItem } from './tender-presenter.ts';
export { countTenderRows, LIST_COLUMNS, listTenderRows, type TenderListRow } from './tender-repository.ts';
export {
  findTender,
  scopeOf,
  type Tender,
  type TenderChange,
  type TenderKey,
  type TenderScope,
  tendersInScope,
} from './tender-scope.ts';
export { sealLine, sealOf, sealViewerOf } from './tender-seal.ts';
export { workflowMessage } from './workflow-messages.ts';
export type { SupplierNotice } from './workflow-service.ts';
