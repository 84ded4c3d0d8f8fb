// What other features use of documents: the read rule, the link signer, the presenter and the hook that
// records downloads of tender attachments.
export { documentPolicy, type PolicyDocument } from './document-policy.ts';
export { type DocumentItem, presentDocument } from './document-presenter.ts';
export { type DocumentRow, findDocument, listOwnerDocuments } from './document-repository.ts';
export { DOWNLOAD_LINK_TTL_SECONDS, type DownloadLinks, downloadLinks } from './download-links.ts';
export { onDownloaded } from './download-tracking.ts';
export { contentDisposition, contentTypeOf } from './file-names.ts';
