import { beforeEach, describe, expect, it, vi } from 'vitest';

const sent: { path: string; form: FormData }[] = [];
vi.mock('./api-client', () => ({
  sessionLoginId: () => 'SUPPLIER1',
  callUpload: async (path: string, form: FormData) => {
    sent.push({ path, form });
    return { code: 0, data: { docinfoid: 7, filename: 'quote.v2.PDF' } };
  },
}));

const { uploadDocument } = await import('./upload');

describe('uploadDocument', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('sends the text fields before the file and resolves with the stored document', async () => {
    const file = new File(['%PDF'], 'quote.v2.PDF', { type: 'application/pdf' });
    const doc = await uploadDocument({
      owner: { ownerid: 42, ownertable: 'UDZTB' },
      description: 'Signed quotation',
      file,
    });
    expect(doc).toEqual({ docinfoid: 7, filename: 'quote.v2.PDF' });
    expect(sent).toHaveLength(1);
    const { path, form } = sent[0] ?? { path: '', form: new FormData() };
    expect(path).toBe('/common/upload');
    expect([...form.keys()]).toEqual(['filename', 'filetype', 'data', 'file']);
    expect(form.get('filename')).toBe('quote.v2.PDF');
    expect(form.get('filetype')).toBe('PDF');
    expect(JSON.parse(String(form.get('data')))).toEqual({
      user: 'SUPPLIER1',
      ownerid: 42,
      ownertable: 'UDZTB',
      atttype: '',
      description: 'Signed quotation',
    });
    expect((form.get('file') as File).name).toBe('quote.v2.PDF');
  });

  it('carries the attachment type of a certificate slot and an empty filetype without extension', async () => {
    const file = new File(['x'], 'README', { type: 'text/plain' });
    await uploadDocument({
      owner: { ownerid: 3, ownertable: 'SVCSCOPE', atttype: 'cert02' },
      description: '',
      file,
    });
    const form = sent[0]?.form ?? new FormData();
    expect(form.get('filetype')).toBe('');
    expect(JSON.parse(String(form.get('data')))).toMatchObject({ ownertable: 'SVCSCOPE', atttype: 'cert02' });
  });
});
