import { isViewableFile } from '@tender/domain';
import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition, contentTypeOf, FILE_NAME_MAX, sanitizeFileName } from './file-names.ts';

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\quote.xlsx', 'quote.xlsx'],
    ['  spaced name.txt  ', 'spaced name.txt'],
    ['bad\u0000name\n.txt', 'badname.txt'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['報價單.pdf', '報價單.pdf'],
    ['..', null],
    ['dir/', null],
    ['\u0001\u0002', null],
  ])('%j -> %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('shortens a long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(FILE_NAME_MAX);
    expect(name?.endsWith('.pdf')).toBe(true);
  });
});

describe('download headers', () => {
  it('serves html and svg as bytes and as attachments', () => {
    expect(contentTypeOf('x.html')).toBe('application/octet-stream');
    expect(contentTypeOf('x.svg')).toBe('application/octet-stream');
    expect(contentDisposition('x.svg')).toMatch(/^attachment;/);
    expect(contentDisposition('x.html')).toMatch(/^attachment;/);
  });

  it('shows pdf, txt and images inline', () => {
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentDisposition('a.pdf')).toMatch(/^inline;/);
    expect(contentDisposition('a.png')).toMatch(/^inline;/);
    expect(contentDisposition('a.docx')).toMatch(/^attachment;/);
  });

  it.each(['a.txt', 'a.JPEG', 'a.jpg', 'a.png', 'a.pdf', 'a.svg', 'a.html', 'a.docx', 'a.zip', 'noext'])(
    '%s is inline exactly when the web shows it in a tab',
    (name) => {
      expect(contentDisposition(name).startsWith('inline;')).toBe(isViewableFile(name));
    },
  );

  it('gives a plain ASCII name as it is', () => {
    expect(contentDisposition('price list.pdf')).toBe('inline; filename="price list.pdf"');
  });

  it('keeps the filename ASCII and sends any other name exactly as UTF-8 filename*', () => {
    const header = contentDisposition('報價 "final";.pdf');
    expect(header).toBe(
      `inline; filename="__ \\"final\\";.pdf"; filename*=UTF-8''%E5%A0%B1%E5%83%B9%20%22final%22%3B.pdf`,
    );
    expect(parse(header).parameters.filename).toBe('報價 "final";.pdf');
    expect(contentDisposition('café.docx')).toBe(
      `attachment; filename="caf_.docx"; filename*=UTF-8''caf%C3%A9.docx`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('keeps a name with path separators whole, and lets the caller choose attachment', () => {
    expect(contentDisposition('RFQ/7\\A-attachments.zip')).toBe(
      'attachment; filename="RFQ_7_A-attachments.zip"',
    );
    expect(contentDisposition('a.pdf', 'attachment')).toBe('attachment; filename="a.pdf"');
  });
});
