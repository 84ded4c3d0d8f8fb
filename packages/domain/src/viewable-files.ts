import { fileTypeOf } from './profile-rules.ts';

/**
 * File types the browser shows in a tab; every other file is downloaded. The server serves exactly these
 * `Content-Disposition: inline` and the web offers "View" for exactly these, so the two cannot disagree.
 * Narrower than spec 9's viewable list on purpose: svg (like html) can carry script, so it is always an
 * attachment.
 */
export const VIEWABLE_FILE_TYPES = ['txt', 'jpeg', 'jpg', 'png', 'pdf'] as const;

/** A file type the browser shows in a tab. */
export type ViewableFileType = (typeof VIEWABLE_FILE_TYPES)[number];

/** Whether a file, by its name's extension (any case), opens in a browser tab rather than downloading. */
export function isViewableFile(fileName: string): boolean {
  return (VIEWABLE_FILE_TYPES as readonly string[]).includes(fileTypeOf(fileName));
}
