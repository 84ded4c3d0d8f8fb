import { fileTypeOf, isViewableFile } from '@tender/domain';
import formatContentDisposition from 'content-disposition';

/** Longest stored file name; longer names keep their extension and lose the end of the stem. */
export const FILE_NAME_MAX = 200;

// Control characters (C0, DEL, C1) and the bidirectional overrides that can make 'exe.pdf' look like
// 'fdp.exe'. Path separators are handled by keeping only the last segment.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A user's file name made harmless for storing and showing: the last path segment only, no control
 * characters, trimmed, at most FILE_NAME_MAX characters. Returns null when nothing usable is left. The
 * result is a label only: storage keys are always made by the server.
 */
export function sanitizeFileName(raw: string): string | null {
  const cleaned = raw.replace(UNSAFE_CHARACTERS, '');
  const lastSegment = cleaned.split(/[/\\]/).pop() ?? '';
  let name = lastSegment.trim();
  if (name === '' || /^\.+$/.test(name)) return null;
  const chars = [...name];
  if (chars.length > FILE_NAME_MAX) {
    const type = fileTypeOf(name);
    const suffix = type && type.length < 20 ? `.${type}` : '';
    name = chars.slice(0, FILE_NAME_MAX - suffix.length).join('') + suffix;
  }
  return name;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  dwg: 'application/acad',
};

/**
 * The Content-Type of a stored file by its extension. Types a browser would run (html, svg, xml, js) are
 * served as plain bytes so that a download can never execute in the portal's origin.
 */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileTypeOf(fileName)] ?? 'application/octet-stream';
}

/**
 * The Content-Disposition of a download, written by the content-disposition package: `inline` for the
 * domain's viewable files (the rule the web's View/Download follows), else `attachment`. The `filename`
 * stays ASCII (a Latin-1 byte may be read in the browser's local charset) and the exact name
 * goes as UTF-8 `filename*` whenever it differs. Path separators become '_' first: the package would
 * keep only the last segment of a name such as 'RFQ/7-attachments.zip'.
 */
export function contentDisposition(
  fileName: string,
  type: 'inline' | 'attachment' = isViewableFile(fileName) ? 'inline' : 'attachment',
): string {
  const name = fileName.replace(/[/\\]/g, '_');
  return formatContentDisposition(name, { type, fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}
