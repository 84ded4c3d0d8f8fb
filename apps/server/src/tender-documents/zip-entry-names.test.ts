import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './zip-entry-names.ts';

describe('zipEntryNames', () => {
  it('keeps distinct names as they are', () => {
    expect(zipEntryNames(['plan.pdf', 'notes.txt'])).toEqual(['plan.pdf', 'notes.txt']);
  });

  it('numbers repeated names, ignoring case', () => {
    expect(zipEntryNames(['plan.pdf', 'PLAN.pdf', 'plan.pdf', 'readme'])).toEqual([
      'plan.pdf',
      'PLAN (2).pdf',
      'plan (3).pdf',
      'readme',
    ]);
  });

  it('drops folders and control characters so nothing unpacks outside the target folder', () => {
    expect(zipEntryNames(['../../etc/passwd', 'a\\b\\c.txt', 'x\u0000y.txt', '..'])).toEqual([
      'passwd',
      'c.txt',
      'xy.txt',
      'attachment-4',
    ]);
  });
});
