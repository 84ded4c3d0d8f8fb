import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  certificateAttachmentType,
  expiryStateOf,
  fileTypeOf,
  isCertificateAttachmentType,
  isCertificateSlot,
  isImageFile,
  isIsoDate,
  isWithinCertificateLimit,
  isWithinProfileImageLimit,
} from './profile-rules.ts';

describe('expiryStateOf (expired red, expiring within 30 days amber)', () => {
  const today = '2026-11-21';
  it.each([
    [null, null],
    ['', null],
    ['not a date', null],
    ['2026-11-20', 'expired'],
    ['2025-01-01', 'expired'],
    ['2026-11-21', 'expiring'],
    ['2026-12-21', 'expiring'],
    ['2026-12-22', 'valid'],
    ['2030-01-01', 'valid'],
  ])('%j -> %j', (expiry, state) => {
    expect(expiryStateOf(expiry, today)).toBe(state);
  });

  it('counts across a month end and a leap day', () => {
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2026-12-31', 30)).toBe('2027-01-30');
    expect(expiryStateOf('2028-03-30', '2028-02-29')).toBe('expiring');
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-30', false],
    ['2028-02-29', true],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
  ])('isIsoDate(%j) = %j', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });
});

describe('certificates of a scope (spec 9: up to 5)', () => {
  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
  ])('%i certificates allowed: %j', (n, ok) => {
    expect(isWithinCertificateLimit(n)).toBe(ok);
  });
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [1.5, false],
  ])('slot %d valid: %j', (n, ok) => {
    expect(isCertificateSlot(n)).toBe(ok);
  });
  it('names the attachment type of a slot', () => {
    expect(certificateAttachmentType(1)).toBe('cert01');
    expect(certificateAttachmentType(5)).toBe('cert05');
  });
  it.each([
    ['cert01', true],
    ['cert05', true],
    ['cert00', false],
    ['cert06', false],
    ['cert1', false],
    ['CERT01', false],
    [' cert01', false],
    ['', false],
  ])('attachment type %j names a certificate slot: %j', (type, ok) => {
    expect(isCertificateAttachmentType(type)).toBe(ok);
  });
});

describe('profile files', () => {
  it('reads the extension in lower case', () => {
    expect(fileTypeOf('Report.PDF')).toBe('pdf');
    expect(fileTypeOf('.bashrc')).toBe('');
    expect(fileTypeOf('archive.')).toBe('');
    expect(fileTypeOf('noext')).toBe('');
  });
  it('limits images to 2 MB and leaves other files alone', () => {
    expect(isImageFile('logo.JPEG')).toBe(true);
    expect(isWithinProfileImageLimit('logo.png', 2 * 1024 * 1024)).toBe(true);
    expect(isWithinProfileImageLimit('logo.png', 2 * 1024 * 1024 + 1)).toBe(false);
    expect(isWithinProfileImageLimit('scan.pdf', 50 * 1024 * 1024)).toBe(true);
  });
});
