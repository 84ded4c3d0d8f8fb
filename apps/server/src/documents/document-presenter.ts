import type { DocumentRow } from './document-repository.ts';
import type { DownloadLinks } from './download-links.ts';

/** A document as the spec names its fields (spec 3, Attachment / document). */
export interface DocumentItem {
  docinfoid: number;
  /** The file name, under both names the spec's screens read. */
  document: string;
  filename: string;
  description: string;
  filetype: string;
  postfix: string;
  atttype: string;
  size: number;
  createdate: string;
  /** A signed link for the browser, valid 10 minutes; `serverurl` is the same link. */
  docurl: string;
  serverurl: string;
}

/** Shapes a document row for a reply, with a download link signed for the caller's session. */
export function presentDocument(row: DocumentRow, links: DownloadLinks, sessionId: number): DocumentItem {
  const url = links.urlFor(row.id, sessionId);
  return {
    docinfoid: row.id,
    document: row.filename,
    filename: row.filename,
    description: row.description,
    filetype: row.filetype,
    postfix: row.filetype,
    atttype: row.atttype,
    size: Number(row.size),
    createdate: row.created_at.toISOString(),
    docurl: url,
    serverurl: url,
  };
}
