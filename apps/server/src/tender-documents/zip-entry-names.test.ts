import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './zip-entry-names.ts';

// What archiver does to every entry name before writing it (archiver/lib/utils.js sanitizePath): the
// names we hand it must come out unchanged, or two distinct entries could end up with one name.
const archiverName = (name: string) =>
  name
    .replace(/\\/g, '/')
    .replace(/\/+/g, '/')
    .replace(/^\w+:/, '')
    .replace(/^(\.\.\/|\/)+/, '');

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

  it.each([
    ['backslashes and a drive letter', ['a\\..\\..\\evil.txt', 'C:evil.txt', 'evil.txt']],
    ['case only', ['Plan.PDF', 'plan.pdf', 'PLAN.pdf']],
    ['composed and decomposed accents', ['caf\u00e9.txt', 'cafe\u0301.txt']],
    ['German sharp s', ['stra\u00dfe.txt', 'STRASSE.txt']],
    ['trailing dots and spaces', ['plan.pdf', 'plan.pdf.', 'plan.pdf ']],
    ['folders', ['x/evil.txt', 'y\\evil.txt', '/evil.txt', 'evil.txt']],
  ])('keeps %s distinct after archiver writes them', (_label, names) => {
    const written = zipEntryNames(names).map(archiverName);
    expect(new Set(written.map((n) => n.normalize('NFC').toUpperCase().toLowerCase())).size).toBe(
      names.length,
    );
    expect(written).toEqual(zipEntryNames(names));
  });

  it('leaves no folder, drive or parent reference in any name', () => {
    const names = zipEntryNames([
      '../../etc/passwd',
      'a\\b\\c.txt',
      'C:\\Windows\\x.dll',
      'x\u0000y.txt',
      '..',
    ]);
    expect(names).toEqual(['.._.._etc_passwd', 'a_b_c.txt', 'C__Windows_x.dll', 'xy.txt', 'attachment-5']);
    for (const name of names) expect(name).not.toMatch(/[/\\:]/);
  });

  it('keeps Windows device names from opening a device', () => {
    expect(zipEntryNames(['NUL.txt', 'con', 'console.txt'])).toEqual(['_NUL.txt', '_con', 'console.txt']);
  });
});
