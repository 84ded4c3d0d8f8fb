import { WORK_ORDER_UPLOAD_MAX_BYTES } from './constants.ts';
import { fileTypeOf } from './profile-rules.ts';

/**
 * The file types a supplier may upload (tender documents, profile attachments, work-order files), by
 * extension, lower case. The one list the file picker, the client check and the server all use.
 * What a procurement portal has to take (docs/security.md, "Tenders and files"): PDF for signed
 * quotations and certificates; Word, Excel, PowerPoint and OpenDocument (LibreOffice, used by many
 * public bodies) for method statements, bills of quantities and proposals; CSV price lists exported
 * from accounting systems; plain text; photos and scans (TIFF from office scanners); SVG, which the
 * upload tips and spec 9's viewable types name; DWG and DXF drawings for building and maintenance work.
 * Left out on purpose: programs and scripts (exe, msi, bat, js, ...), web pages (html), Office files
 * with macros (docm, xlsm, pptm) and archives (zip, rar, 7z), whose contents nobody can check here.
 */
export const UPLOAD_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'csv',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tif',
  'tiff',
  'svg',
  'dwg',
  'dxf',
] as const;

/** An extension of UPLOAD_FILE_TYPES. */
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The `accept` attribute of a file input offering exactly the uploadable types ('.pdf,.doc,...'). */
export const UPLOAD_ACCEPT = UPLOAD_FILE_TYPES.map((type) => `.${type}`).join(',');

/** The uploadable types for a message, upper case ('PDF, DOC, DOCX, ...'). */
export const UPLOAD_FILE_TYPES_LABEL = UPLOAD_FILE_TYPES.map((type) => type.toUpperCase()).join(', ');

/** Whether a file of this name may be uploaded, by its extension (any case); no extension is refused. */
export function isUploadableFileName(fileName: string): boolean {
  return (UPLOAD_FILE_TYPES as readonly string[]).includes(fileTypeOf(fileName.trim()));
}

/** Why a picked file cannot be uploaded, or null. */
export type UploadFileProblem = 'fileType' | 'tooLarge';

/**
 * The check every file picker makes before sending (the server makes it again): a type on the upload
 * list, and at most the 100MB upload limit (spec 9).
 */
export function findUploadFileProblem(file: { name: string; size: number }): UploadFileProblem | null {
  if (!isUploadableFileName(file.name)) return 'fileType';
  if (file.size > WORK_ORDER_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
