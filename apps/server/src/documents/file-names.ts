import { fileTypeOf, INLINE_FILE_TYPES } from '@tender/domain';

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

/** Whether the browser may show the file in a tab (txt, jpeg, jpg, png, pdf); all else is an attachment. */
export function isServedInline(fileName: string): boolean {
  return (INLINE_FILE_TYPES as readonly string[]).includes(fileTypeOf(fileName));
}

// RFC 5987 percent-encoding: encodeURIComponent leaves a few characters that are not attr-chars.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A Content-Disposition header with an ASCII fallback name and the exact name as UTF-8 `filename*`. */
export function contentDisposition(fileName: string): string {
  const kind = isServedInline(fileName) ? 'inline' : 'attachment';
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
