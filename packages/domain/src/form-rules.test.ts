import { describe, expect, it } from 'vitest';
import { isValidHomepageUrl } from './homepage-url.ts';
import { checkLoginForm } from './login-form.ts';
import { isBlankText, isDeclineReasonMissing, isStaffSearchComplete } from './required-text.ts';
import {
  findDuplicateFileNames,
  findMissingUploadFields,
  isWithinWorkOrderUploadLimit,
} from './upload-rules.ts';

describe('checkLoginForm (spec 5: login)', () => {
  const filled = { loginid: 'supplier1', password: 'secret', code: '123456' };
  it.each([
    { case: 'all filled in', form: filled, issues: [] },
    { case: 'account name missing', form: { ...filled, loginid: ' ' }, issues: [['loginid', 'required']] },
    { case: 'password missing', form: { ...filled, password: '' }, issues: [['password', 'required']] },
    { case: 'code missing', form: { ...filled, code: '  ' }, issues: [['code', 'required']] },
    { case: 'account name of 100', form: { ...filled, loginid: 'a'.repeat(100) }, issues: [] },
    {
      case: 'account name of 101',
      form: { ...filled, loginid: 'a'.repeat(101) },
      issues: [['loginid', 'too-long']],
    },
    { case: 'code of 11 with spaces around', form: { ...filled, code: ` ${'1'.repeat(11)} ` }, issues: [] },
    { case: 'code of 12', form: { ...filled, code: '1'.repeat(12) }, issues: [['code', 'too-long']] },
  ])('$case', ({ form, issues }) => {
    expect(checkLoginForm(form)).toEqual(issues.map(([field, problem]) => ({ field, problem })));
  });
});

describe('required texts (spec 5: Q&A, decline, staff search)', () => {
  it.each([
    [null, true],
    ['', true],
    [' \n ', true],
    ['Is parking included?', false],
  ])('isBlankText(%j) = %j', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });

  it.each([
    { reason: '', hardCopy: false, missing: true },
    { reason: '  ', hardCopy: false, missing: true },
    { reason: 'Fully booked', hardCopy: false, missing: false },
    { reason: '', hardCopy: true, missing: false },
  ])('decline reason $reason for hard copy $hardCopy: missing $missing', ({ reason, hardCopy, missing }) => {
    expect(isDeclineReasonMissing(reason, hardCopy)).toBe(missing);
  });

  it.each([
    { suppliercode: 'S1', rfqnum: 'R1', complete: true },
    { suppliercode: 'S1', rfqnum: ' ', complete: false },
    { suppliercode: null, rfqnum: 'R1', complete: false },
  ])('staff search $suppliercode / $rfqnum complete: $complete', ({ complete, ...search }) => {
    expect(isStaffSearchComplete(search)).toBe(complete);
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

  it.each([
    [104_857_600, true],
    [104_857_601, false],
  ])('work order upload of %d bytes allowed: %j', (bytes, allowed) => {
    expect(isWithinWorkOrderUploadLimit(bytes)).toBe(allowed);
  });
});
