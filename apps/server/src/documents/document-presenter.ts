import type { DocumentItem } from '@tender/api-contract';
import type { DownloadLinks } from '../http/download-links.ts';
import type { DocumentRow } from './document-repository.ts';

export type { DocumentItem };

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
