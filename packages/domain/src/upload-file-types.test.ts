import { describe, expect, it } from 'vitest';
import {
  findUploadFileProblem,
  isUploadableFileName,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
} from './upload-file-types.ts';

describe('isUploadableFileName', () => {
  it.each([
    ['quotation.pdf', true],
    ['Bill of Quantities.XLSX', true],
    ['prices.csv', true],
    ['method statement.docx', true],
    ['old form.doc', true],
    ['site plan.dwg', true],
    ['site plan.dxf', true],
    ['photo.JPG', true],
    ['scan.tiff', true],
    ['logo.svg', true],
    ['notes.txt', true],
    ['budget.ods', true],
    ['setup.exe', false],
    ['invoice.pdf.exe', false],
    ['run.bat', false],
    ['page.html', false],
    ['script.js', false],
    ['macro.xlsm', false],
    ['bundle.zip', false],
    ['README', false],
    ['.pdf', false],
    ['trailing.', false],
    ['', false],
  ])('%j -> %s', (name, allowed) => {
    expect(isUploadableFileName(name)).toBe(allowed);
  });

  it('offers exactly the same types to the file picker', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(UPLOAD_FILE_TYPES.map((type) => `.${type}`));
    for (const type of UPLOAD_FILE_TYPES) expect(isUploadableFileName(`file.${type}`)).toBe(true);
  });

  it('takes the formats a procurement portal must accept', () => {
    for (const type of ['pdf', 'xlsx', 'docx', 'csv', 'dwg', 'jpg', 'png'])
      expect(UPLOAD_FILE_TYPES).toContain(type);
  });
});

describe('findUploadFileProblem', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ name: 'quote.pdf', size: 1 }, null],
    [{ name: 'quote.pdf', size: 100 * MB }, null],
    [{ name: 'quote.pdf', size: 100 * MB + 1 }, 'tooLarge'],
    [{ name: 'setup.exe', size: 1 }, 'fileType'],
    [{ name: 'setup.exe', size: 200 * MB }, 'fileType'],
  ])('%j -> %s', (file, problem) => {
    expect(findUploadFileProblem(file)).toBe(problem);
  });
});
