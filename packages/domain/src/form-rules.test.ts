import { describe, expect, it } from 'vitest';
import { isValidHomepageUrl } from './homepage-url.ts';
import { isBlankText, isDeclineReasonMissing } from './required-text.ts';
import { findDuplicateFileNames, findMissingUploadFields } from './upload-rules.ts';

describe('required texts (spec 5: Q&A, decline)', () => {
  it.each([
    [null, true],
    ['', true],
    [' \n ', true],
    ['Is parking included?', false],
  ])('isBlankText(%j) = %j', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });

  it('every decline needs a reason that is not blank, a hard-copy one recorded by staff too', () => {
    expect([null, '', '  \n', 'Fully booked'].map(isDeclineReasonMissing)).toEqual([true, true, true, false]);
  });
});

describe('isValidHomepageUrl (spec 5: profile)', () => {
  it.each([
    ['', true],
    [null, true],
    ['http://example.com', true],
    ['https://example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['www.example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
  ])('isValidHomepageUrl(%j) = %j', (url, valid) => {
    expect(isValidHomepageUrl(url)).toBe(valid);
  });
});

describe('uploads (spec 5, 9)', () => {
  it.each([
    { entry: { description: 'Price list', fileName: 'a.pdf' }, missing: [] },
    { entry: { description: ' ', fileName: 'a.pdf' }, missing: ['description'] },
    { entry: { description: 'Price list', fileName: null }, missing: ['file'] },
    { entry: { description: null, fileName: '' }, missing: ['description', 'file'] },
  ])('missing fields of $entry: $missing', ({ entry, missing }) => {
    expect(findMissingUploadFields(entry)).toEqual(missing);
  });

  it('lists each duplicated file name once', () => {
    expect(findDuplicateFileNames(['a.pdf', 'b.pdf', 'a.pdf', 'a.pdf', 'B.pdf'])).toEqual(['a.pdf']);
  });
});
