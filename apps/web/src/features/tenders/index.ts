// Public surface of the tenders feature. The app's routes load its pages directly (lazily); other features
// use only what is exported here: the quotation editor (staff type paper quotes with it), the decline
// dialog, the server's message templates and the cache keys of a tender.

export { useMessageTemplate } from './api/get-message-template';
export { tenderKeys } from './api/query-keys';
export { DeclineDialog } from './components/decline-dialog';
export {
  QuotationEditor,
  type QuotationEditorProps,
  type TenderDetailViewProps,
} from './components/quotation-editor';
export type { QuotationSaveInput } from './hooks/use-quotation-save';
