// What the tender detail uses of the tender documents: the dialogs (their button labels are `buttons.*` of
// the `tender-documents` namespace), what they need of the tender, and the supplier documents (the
// submission review counts the ones attached).

export { useSupplierDocuments } from './api/get-supplier-documents';
export { SupplierDocumentsDialog } from './components/supplier-documents-dialog';
export { TenderAttachmentsDialog } from './components/tender-attachments-dialog';
export { UploadDocumentDialog } from './components/upload-document-dialog';
export type { DocumentsTender } from './lib/documents-tender';
