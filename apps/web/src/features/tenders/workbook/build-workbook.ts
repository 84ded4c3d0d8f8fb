import { calculateLines, type LineAmounts, type LineInput, parseAutocal } from '@tender/domain';
import type { Cell, Worksheet } from 'exceljs';
import { toLineInput } from '../lib/line-editor-state';
import { isEntryLine, isHeaderLine, isTotalComputed } from '../lib/line-kind';
import {
  COLUMN_WIDTH,
  descriptionText,
  editableFields,
  type WorkbookColumnKey,
  type WorkbookField,
  type WorkbookRights,
  workbookColumns,
} from './workbook-columns';
import { sumFormula } from './workbook-formulas';
import { IDENTITY_SHEET, linesVersion, WORKBOOK_FORMAT } from './workbook-identity';
import type { WorkbookLine } from './workbook-lines';

/** The exceljs module, handed in by the caller so the browser loads it only on a click. */
export type ExcelModule = typeof import('exceljs');

/** The general information of the "Tender" sheet, already formatted for the reader. */
export interface WorkbookTender {
  udztbnum: string;
  rfqnum: string;
  description: string;
  supplier: string;
  /** The closing date with its time zone label ('2030-06-28 18:00:00 HKT'). */
  closingDate: string;
  currency: string;
  contact1: string;
  contact2: string;
  remark: string;
}

/** Every text of the workbook in the user's language. */
export interface WorkbookLabels {
  tenderSheet: string;
  linesSheet: string;
  columns: Record<WorkbookColumnKey, string>;
  info: Record<
    'tenderNo' | 'description' | 'supplier' | 'closingDate' | 'currency' | 'contact1' | 'contact2' | 'remark',
    string
  >;
  /** One sentence under the information: price the shaded cells, then import the file. */
  instructions: string;
}

export interface BuildWorkbookInput {
  tender: WorkbookTender;
  lines: readonly WorkbookLine[];
  rights: WorkbookRights;
  labels: WorkbookLabels;
}

const AMOUNT_FORMAT = '#,##0.00';
const RATE_FORMAT = '0.00';
const EDITABLE_FILL = 'FFFFF2CC';
const HEADING_FILL = 'FFE7E6E6';
/** Row of the column titles on the "Lines" sheet; lines start below it. */
export const TITLE_ROW = 1;

const FIELD_OF_COLUMN: Partial<Record<WorkbookColumnKey, WorkbookField>> = {
  quantity: 'quantity',
  unitprice: 'unitprice',
  total: 'totallineamount',
  disc: 'disc',
  linenotes: 'linenotes',
};

/** An amount string as an Excel number: exact for the 2-decimal values the domain produces. */
function numberOf(amount: string | null | undefined): number | null {
  return amount == null || amount === '' ? null : Number(amount);
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function protect(sheet: Worksheet): Promise<void> {
  // Without a password: the locks stop slips, not the supplier; the import checks every value anyway.
  return sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
    autoFilter: true,
  });
}

function addTenderSheet(excel: InstanceType<ExcelModule['Workbook']>, input: BuildWorkbookInput): Worksheet {
  const { tender, labels } = input;
  const sheet = excel.addWorksheet(labels.tenderSheet);
  sheet.columns = [{ width: 26 }, { width: 90 }];
  const rows: [string, string][] = [
    [labels.info.tenderNo, tender.rfqnum],
    [labels.info.description, tender.description],
    [labels.info.supplier, tender.supplier],
    [labels.info.closingDate, tender.closingDate],
    [labels.info.currency, tender.currency],
    [labels.info.contact1, tender.contact1],
    [labels.info.contact2, tender.contact2],
    [labels.info.remark, tender.remark],
  ];
  for (const [label, value] of rows) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  }
  sheet.addRow([]);
  sheet.addRow([labels.instructions]).getCell(1).font = { italic: true };
  return sheet;
}

interface LineContext {
  columns: WorkbookColumnKey[];
  letters: Record<WorkbookColumnKey, string>;
  rowOfSeqno: Map<number, number>;
  headerSeqnos: Set<number>;
}

function totalFormula(ctx: LineContext, line: WorkbookLine, r: number): string | null {
  const { letters } = ctx;
  const autocal = parseAutocal(line.row.autocal);
  if (autocal) return sumFormula(letters.total, partRows(ctx, autocal));
  if (isTotalComputed(line.row)) {
    const q = `${letters.quantity}${r}`;
    const p = `${letters.unitprice}${r}`;
    return `IF(OR(${q}="",${p}=""),"",ROUND(${q}*${p},2))`;
  }
  return null;
}

function discountedFormula(ctx: LineContext, line: WorkbookLine, r: number): string | null {
  const { letters } = ctx;
  const autocal = parseAutocal(line.row.autocal);
  if (autocal) return sumFormula(letters.disclineamt, partRows(ctx, autocal));
  const total = `${letters.total}${r}`;
  const rate = `${letters.disc}${r}`;
  // As the domain: a blank or zero rate means 100% (no discount).
  return `IF(${total}="","",ROUND(${total}*IF(OR(${rate}="",${rate}=0),100,${rate})/100,2))`;
}

/** The sheet rows of the lines a sum line adds up; headers and unknown seq numbers add nothing. */
function partRows(ctx: LineContext, seqnos: number[]): number[] {
  const rows: number[] = [];
  for (const seqno of seqnos) {
    const row = ctx.rowOfSeqno.get(seqno);
    if (row !== undefined && !ctx.headerSeqnos.has(seqno)) rows.push(row);
  }
  return rows;
}

function styleLineCell(cell: Cell, line: WorkbookLine, key: WorkbookColumnKey): void {
  const heading = isHeaderLine(line.row) || line.row.bold === '1';
  if (heading || line.row.underline === '1') {
    cell.font = { bold: heading, underline: line.row.underline === '1' };
  }
  if (key === 'description' || key === 'remark' || key === 'linenotes') {
    cell.alignment = { wrapText: true, vertical: 'top' };
  }
}

function setLineCell(
  ctx: LineContext,
  cell: Cell,
  key: WorkbookColumnKey,
  line: WorkbookLine,
  amounts: LineAmounts | undefined,
  rights: WorkbookRights,
  r: number,
): void {
  const { row } = line;
  const entry = isEntryLine(row);
  const priced = rights.showPrices && !isHeaderLine(row);
  switch (key) {
    case 'seqno':
      cell.value = row.seqno;
      return;
    case 'description':
      cell.value = descriptionText(row);
      return;
    case 'remark':
      cell.value = row.remark || null;
      return;
    case 'unit':
      cell.value = row.unit || null;
      return;
    case 'quantity':
      cell.value = isHeaderLine(row) ? null : numberOf(amounts?.quantity ?? line.quantity);
      cell.numFmt = AMOUNT_FORMAT;
      return;
    case 'unitprice':
      cell.value = priced && entry ? numberOf(amounts?.unitprice) : null;
      cell.numFmt = AMOUNT_FORMAT;
      return;
    case 'total': {
      cell.numFmt = AMOUNT_FORMAT;
      if (!priced) return;
      const result = numberOf(amounts?.totallineamount);
      const formula = totalFormula(ctx, line, r);
      cell.value = formula ? { formula, result: result ?? '' } : result;
      return;
    }
    case 'disc':
      cell.value = priced && entry ? numberOf(amounts?.disc) : null;
      cell.numFmt = RATE_FORMAT;
      return;
    case 'disclineamt': {
      cell.numFmt = AMOUNT_FORMAT;
      if (!priced) return;
      const result = numberOf(amounts?.disclineamt);
      const formula = discountedFormula(ctx, line, r);
      cell.value = formula ? { formula, result: result ?? '' } : result;
      return;
    }
    case 'linenotes':
      cell.value = entry && line.linenotes !== '' ? line.linenotes : null;
      return;
  }
}

function addLinesSheet(excel: InstanceType<ExcelModule['Workbook']>, input: BuildWorkbookInput): Worksheet {
  const { lines, rights, labels } = input;
  const columns = workbookColumns(rights.priceNegotiation);
  const sheet = excel.addWorksheet(labels.linesSheet, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: TITLE_ROW }],
  });
  sheet.columns = columns.map((key) => ({ key, width: COLUMN_WIDTH[key] }));
  const letters = Object.fromEntries(
    columns.map((key, index) => [key, columnLetter(index)]),
  ) as LineContext['letters'];

  const titles = sheet.getRow(TITLE_ROW);
  titles.values = columns.map((key) => labels.columns[key]);
  titles.font = { bold: true };
  titles.alignment = { wrapText: true, vertical: 'middle' };
  titles.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADING_FILL } };
  });

  const inputs: LineInput[] = lines.map((line) => ({
    ...toLineInput(line.row),
    quantity: line.quantity,
    unitprice: line.unitprice,
    totallineamount: line.totallineamount,
    disc: line.disc,
  }));
  const amounts = new Map(calculateLines(inputs).map((amount) => [amount.seqno, amount]));
  const ctx: LineContext = {
    columns,
    letters,
    rowOfSeqno: new Map(lines.map((line, index) => [line.row.seqno, TITLE_ROW + 1 + index])),
    headerSeqnos: new Set(lines.filter((line) => isHeaderLine(line.row)).map((line) => line.row.seqno)),
  };

  lines.forEach((line, index) => {
    const r = TITLE_ROW + 1 + index;
    const sheetRow = sheet.getRow(r);
    const editable = new Set(editableFields(line.row, rights));
    columns.forEach((key, c) => {
      const cell = sheetRow.getCell(c + 1);
      setLineCell(ctx, cell, key, line, amounts.get(line.row.seqno), rights, r);
      styleLineCell(cell, line, key);
      const field = FIELD_OF_COLUMN[key];
      if (field && editable.has(field)) {
        cell.protection = { locked: false };
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: EDITABLE_FILL } };
      }
    });
  });
  sheet.autoFilter = { from: { row: TITLE_ROW, column: 1 }, to: { row: TITLE_ROW, column: columns.length } };
  return sheet;
}

function addIdentitySheet(
  excel: InstanceType<ExcelModule['Workbook']>,
  input: BuildWorkbookInput,
): Worksheet {
  const sheet = excel.addWorksheet(IDENTITY_SHEET, { state: 'hidden' });
  sheet.addRows([
    ['format', WORKBOOK_FORMAT],
    ['udztbnum', input.tender.udztbnum],
    [
      'version',
      linesVersion(
        input.lines.map((line) => line.row),
        input.rights,
      ),
    ],
    ['linesSheet', input.labels.linesSheet],
    ['columns', workbookColumns(input.rights.priceNegotiation).join(',')],
  ]);
  return sheet;
}

/**
 * The bill of quantities as an .xlsx: a "Tender" sheet of general information, a "Lines" sheet where only
 * the cells the supplier may edit are unlocked and shaded, totals and sum lines as formulas with the
 * domain's results cached, and a hidden sheet naming the tender and the version of its lines.
 */
export async function buildWorkbook(excel: ExcelModule, input: BuildWorkbookInput): Promise<Uint8Array> {
  const workbook = new excel.Workbook();
  workbook.creator = 'Tender Portal';
  workbook.created = new Date();
  const sheets = [
    addTenderSheet(workbook, input),
    addLinesSheet(workbook, input),
    addIdentitySheet(workbook, input),
  ];
  // The supplier lands on the lines.
  workbook.views = [
    { x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 1, visibility: 'visible' },
  ];
  await Promise.all(sheets.map(protect));
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}
