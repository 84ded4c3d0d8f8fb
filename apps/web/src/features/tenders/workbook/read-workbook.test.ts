import { describe, expect, it } from 'vitest';
import zht from '../locales/zht.json';
import { buildWorkbook } from './build-workbook';
import { compareWorkbook } from './compare-workbook';
import { checkWorkbookFile, readWorkbook, WORKBOOK_MAX_BYTES } from './read-workbook';
import { demoLikeRows, linesOf, QUOTING, TENDER } from './workbook.fixture';
import { workbookLabels } from './workbook-labels';
import { excel, exportOf } from './workbook-test-helpers';
import { expandedZipSize } from './zip-size';

const PK = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

describe('checkWorkbookFile', () => {
  it('takes an .xlsx of at most 10 MB that starts like a zip', () => {
    expect(checkWorkbookFile('bill.xlsx', 1000, PK)).toBeNull();
    expect(checkWorkbookFile('BILL.XLSX', WORKBOOK_MAX_BYTES, PK)).toBeNull();
  });

  it('refuses before parsing: another type, another content, more than 10 MB', () => {
    expect(checkWorkbookFile('bill.csv', 1000, PK)).toBe('not-xlsx');
    expect(checkWorkbookFile('bill.xls', 1000, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe('not-xlsx');
    expect(checkWorkbookFile('bill.xlsx', 1000, new TextEncoder().encode('No.,Description'))).toBe(
      'not-xlsx',
    );
    expect(checkWorkbookFile('bill.xlsx', 11 * 1024 * 1024, PK)).toBe('too-large');
  });
});

describe('readWorkbook', () => {
  it('refuses an 11 MB file and a non-zip without parsing them', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PK);
    const parse = {
      Workbook: () => {
        throw new Error('parsed');
      },
    } as unknown as typeof excel;
    expect(await readWorkbook(parse, big)).toEqual({ ok: false, problem: 'too-large' });
    expect(await readWorkbook(parse, new TextEncoder().encode('No.,Description\n1,Paint'))).toEqual({
      ok: false,
      problem: 'not-xlsx',
    });
  });

  it('refuses a zip whose parts would unpack beyond the limit (a zip bomb) without parsing it', async () => {
    // One central-directory entry announcing 3 GB, then the end-of-directory record pointing at it.
    const bomb = new Uint8Array(4 + 46 + 22);
    const view = new DataView(bomb.buffer);
    bomb.set(PK);
    view.setUint32(4, 0x02014b50, true);
    view.setUint32(4 + 24, 3 * 1024 ** 3, true);
    view.setUint32(50, 0x06054b50, true);
    view.setUint16(50 + 10, 1, true);
    view.setUint32(50 + 16, 4, true);
    expect(expandedZipSize(bomb)).toBe(3 * 1024 ** 3);
    const parse = {
      Workbook: () => {
        throw new Error('parsed');
      },
    } as unknown as typeof excel;
    expect(await readWorkbook(parse, bomb)).toEqual({ ok: false, problem: 'too-large' });
    expect(expandedZipSize(new Uint8Array(10))).toBeNull();
  });

  it('refuses a workbook that is not one of ours', async () => {
    const workbook = new excel.Workbook();
    workbook.addWorksheet('Lines').addRow(['No.', 'Unit Price']);
    const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(await readWorkbook(excel, bytes)).toEqual({ ok: false, problem: 'not-a-bill' });
  });

  it('reads the identity and the lines of an export', async () => {
    const bytes = await exportOf(demoLikeRows(60), QUOTING);
    expect(expandedZipSize(bytes)).toBeGreaterThan(bytes.length);
    const read = await readWorkbook(excel, bytes);
    if (!read.ok) throw new Error(read.problem);
    expect(read.content.identity).toMatchObject({ udztbnum: 'WB-TEST-001-S1', linesSheet: 'Lines' });
    expect(read.content.rows).toHaveLength(60);
    expect(read.content.rows[1]!.cells.seqno).toEqual({ kind: 'number', value: 2 });
    expect(read.content.rows[1]!.cells.total?.kind).toBe('formula');
  });

  it('reads a workbook exported in Traditional Chinese (translated sheet and column names)', async () => {
    const labels = workbookLabels(
      (key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zht) as string,
    );
    const rows = demoLikeRows(60);
    const bytes = await buildWorkbook(excel, {
      tender: TENDER,
      lines: linesOf(rows),
      rights: QUOTING,
      labels,
    });
    const read = await readWorkbook(excel, bytes);
    if (!read.ok) throw new Error(read.problem);
    expect(read.content.identity.linesSheet).toBe('明細');
    expect(compareWorkbook(read.content, TENDER.udztbnum, linesOf(rows), QUOTING)).toEqual({
      ok: true,
      comparison: { changes: [], refused: [], buyerDifferences: [] },
    });
  });
});
