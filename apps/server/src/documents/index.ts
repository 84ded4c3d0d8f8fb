// What other features use of documents: the registry of owners' rules (and helpers for them), the link
// signer, the presenter, the hook that records downloads of tender attachments, the delete a tender's and a
// work order's documents go through, the row a copied file becomes (issue 33), and the file-name rules.

export { DOWNLOAD_LINK_TTL_SECONDS, type DownloadLinks, downloadLinks } from '../http/download-links.ts';
export { deleteDocument } from './delete-service.ts';
export {
  type DocumentOwner,
  DocumentOwners,
  forbidden,
  ownSupplierOnly,
  type PolicyDocument,
  supplierWrites,
  type WriteAction,
} from './document-policy.ts';
export { type DocumentItem, presentDocument } from './document-presenter.ts';
export {
  type DocumentRow,
  findDocument,
  insertDocument,
  listOwnerDocuments,
} from './document-repository.ts';
export { onDownloaded } from './download-tracking.ts';
export { contentDisposition, contentTypeOf, sanitizeFileName } from './file-names.ts';
