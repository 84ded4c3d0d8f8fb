// What the tender detail uses of the extras: the buttons with their dialogs.

// The submission review counts the supplier documents attached.
export { useSupplierDocuments } from './api/get-supplier-documents';
export { TenderExtrasBar } from './components/tender-extras-bar';
