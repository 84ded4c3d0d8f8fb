import { IMAGE_MAX_BYTES, SCOPE_CERTIFICATES_MAX } from './constants.ts';

// Rules of the company profile (spec 5 Profile, 6, 9) shared by the profile form and the server. The home
// page URL rule lives in homepage-url.ts (`isValidHomepageUrl`) and is used as it is.

/** How an expiry date stands today: past, within EXPIRING_WITHIN_DAYS, or later. */
export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** Days ahead in which a certificate or licence counts as expiring (marked amber). */
export const EXPIRING_WITHIN_DAYS = 30;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The YYYY-MM-DD date `days` after `isoDate` (calendar arithmetic, no time zone involved). */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return date.toISOString().slice(0, 10);
}

/**
 * Classifies an expiry date against today (both YYYY-MM-DD): before today is 'expired', up to
 * EXPIRING_WITHIN_DAYS ahead 'expiring', later 'valid'; no date at all is null (nothing to flag).
 */
export function expiryStateOf(expiry: string | null | undefined, today: string): ExpiryState | null {
  if (!expiry || !isIsoDate(expiry)) return null;
  // YYYY-MM-DD strings compare in calendar order.
  if (expiry < today) return 'expired';
  if (expiry <= addDaysToIsoDate(today, EXPIRING_WITHIN_DAYS)) return 'expiring';
  return 'valid';
}

/** Whether a scope may hold this many certificates (spec 9: up to 5). */
export function isWithinCertificateLimit(count: number): boolean {
  return Number.isInteger(count) && count >= 0 && count <= SCOPE_CERTIFICATES_MAX;
}

/** Whether n is a certificate slot of a scope (1 to SCOPE_CERTIFICATES_MAX). */
export function isCertificateSlot(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= SCOPE_CERTIFICATES_MAX;
}

/** The attachment type of a certificate slot's files: 'cert01' for slot 1 (spec 3, Service scope). */
export function certificateAttachmentType(slot: number): string {
  return `cert${String(slot).padStart(2, '0')}`;
}

/** The attachment types of every certificate slot, cert01 to cert05 (exact spelling). */
const CERTIFICATE_ATTACHMENT_TYPES: ReadonlySet<string> = new Set(
  Array.from({ length: SCOPE_CERTIFICATES_MAX }, (_, index) => certificateAttachmentType(index + 1)),
);

/** Whether an attachment type names a certificate slot ('cert01'..'cert05'): a service scope's files need one. */
export function isCertificateAttachmentType(type: string): boolean {
  return CERTIFICATE_ATTACHMENT_TYPES.has(type);
}

/** The range of certificate attachment types as the API describes it: 'cert01..cert05'. */
export const CERTIFICATE_ATTACHMENT_TYPE_RANGE = `${certificateAttachmentType(1)}..${certificateAttachmentType(SCOPE_CERTIFICATES_MAX)}`;

/** File types treated as images, limited to IMAGE_MAX_BYTES on the profile. */
export const IMAGE_FILE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'] as const;

/** The lower-case extension of a file name without the dot ('' when there is none). */
export function fileTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file name is an image by its extension. */
export function isImageFile(fileName: string): boolean {
  return (IMAGE_FILE_TYPES as readonly string[]).includes(fileTypeOf(fileName));
}

/** Whether a profile attachment's size is allowed: images at most 2 MB (spec 9), other files here unlimited. */
export function isWithinProfileImageLimit(fileName: string, bytes: number): boolean {
  return !isImageFile(fileName) || bytes <= IMAGE_MAX_BYTES;
}
