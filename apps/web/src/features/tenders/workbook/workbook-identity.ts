import type { TenderLine } from '@tender/api-contract';
import { editableFields, type WorkbookRights } from './workbook-columns';

/** Written in the hidden sheet so the import knows the file is one of ours, and which layout it has. */
export const WORKBOOK_FORMAT = 'tender-portal-bill/1';

/** Name of the hidden sheet holding the identity (never translated: the import looks for it). */
export const IDENTITY_SHEET = 'identity';

/** What the hidden sheet records. */
export interface WorkbookIdentity {
  format: string;
  udztbnum: string;
  /** Hash of the buyer-owned fields of the lines: another value means another version of the lines. */
  version: string;
  linesSheet: string;
  columns: string[];
}

// FNV-1a over UTF-16 code units, twice with different offsets for 64 bits. It tells versions apart; it
// guards nothing (the server checks every value it is sent), so a cryptographic hash, which is async in
// the browser and missing on plain-http pages, buys nothing here.
function fnv1a(text: string, offset: number): string {
  let hash = offset >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The version of a tender's lines as the buyer set them: seq numbers, descriptions, remarks, units, the
 * flags and autocal, and the quantity of lines whose quantity the supplier cannot change. Any change of
 * these after an export makes the exported workbook an older version.
 */
export function linesVersion(rows: readonly TenderLine[], rights: WorkbookRights): string {
  const parts: string[] = [rights.priceNegotiation ? 'negotiation' : 'quotation'];
  for (const row of rows) {
    const fixedQuantity = editableFields(row, rights).includes('quantity') ? '' : (row.quantity ?? '');
    parts.push(
      [
        row.seqno,
        row.description,
        row.longdesc ?? '',
        row.remark ?? '',
        row.unit ?? '',
        row.header,
        row.bold,
        row.underline,
        row.autocal ?? '',
        row.required,
        row.qtyrequired,
        row.totalamountreq,
        row.neednotes,
        fixedQuantity,
      ].join('\u001f'),
    );
  }
  const text = parts.join('\u001e');
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}
