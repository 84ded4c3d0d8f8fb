import type { BuyerCriterion, Tabulation, TabulationSupplier } from '@tender/api-contract';
import type { Cell, Worksheet } from 'exceljs';
import type { ExcelModule } from './load-exceljs';
import { byRank } from './ranking';

/** Every text of the exported comparison, in the buyer's language. */
export interface TabulationLabels {
  sheet: string;
  /** The title row: RFQ number and description, currency and the date of the export, already filled in. */
  title: string;
  seqno: string;
  description: string;
  quantity: string;
  unit: string;
  unitprice: string;
  total: string;
  disclineamt: string;
  /** The column naming the lowest supplier(s) of each line. */
  lowest: string;
  /** The column naming the suppliers who left a line unpriced. */
  unpriced: string;
  /** After a supplier's name: its quotation was input from paper. */
  hardCopy: string;
  totalRow: string;
  discountTotalRow: string;
  unpricedRow: string;
  /** The ranking on the evaluation criteria, a sheet of its own when the tender has criteria. */
  ranking: RankingLabels;
}

/** The texts of the ranking sheet, in the buyer's language. */
export interface RankingLabels {
  sheet: string;
  title: string;
  /** How the weighted total and the price score are worked out. */
  formula: string;
  rank: string;
  supplier: string;
  weightedTotal: string;
  notRanked: string;
  /** A criterion's column: its name and weight ('Price (60%)'). */
  criterion: (criterion: BuyerCriterion) => string;
  /** After a criterion's mean: how many people scored it. */
  scorers: (count: number) => string;
}

const AMOUNT_FORMAT = '#,##0.00';
const HEADING_FILL = 'FFE7E6E6';
const LOWEST_FILL = 'FFD9EAD3';
const TITLE_ROW = 1;
const SUPPLIER_ROW = 3;
const COLUMN_TITLE_ROW = 4;
const FIRST_LINE_ROW = 5;
const LEAD_COLUMNS = 4;

function amount(value: string | null): number | null {
  return value === null || value === '' ? null : Number(value);
}

function supplierTitle(supplier: TabulationSupplier, labels: TabulationLabels): string {
  const name = `${supplier.suppliercode} ${supplier.suppliername}`.trim();
  return supplier.hardcopy ? `${name} (${labels.hardCopy})` : name;
}

function setAmount(cell: Cell, value: string | null, lowest = false): void {
  cell.value = amount(value);
  cell.numFmt = AMOUNT_FORMAT;
  if (lowest) {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: LOWEST_FILL } };
  }
}

function shadeHeading(sheet: Worksheet, row: number, columns: number): void {
  const sheetRow = sheet.getRow(row);
  sheetRow.font = { bold: true };
  sheetRow.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  for (let c = 1; c <= columns; c++) {
    sheetRow.getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADING_FILL } };
  }
}

/**
 * The comparison as an .xlsx of one sheet, the table the buyer sees: a title row (RFQ, currency, date),
 * the suppliers over their three amount columns, one row per line of the bill of quantities with headers
 * bold or underlined as set, amounts as numbers with 2 decimals, the lowest of each line shaded and named
 * in a column of its own (so it does not rest on colour), the unpriced named too, and the totals.
 */
export async function buildTabulationWorkbook(
  excel: ExcelModule,
  tabulation: Tabulation,
  labels: TabulationLabels,
): Promise<Uint8Array> {
  const workbook = new excel.Workbook();
  workbook.creator = 'Tender Portal';
  workbook.created = new Date();
  const { suppliers, lines } = tabulation;
  const lowestColumn = LEAD_COLUMNS + suppliers.length * 3 + 1;
  const unpricedColumn = lowestColumn + 1;
  const sheet = workbook.addWorksheet(labels.sheet, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: COLUMN_TITLE_ROW }],
  });
  sheet.columns = [
    { width: 8 },
    { width: 44 },
    { width: 11 },
    { width: 9 },
    ...suppliers.flatMap(() => [{ width: 14 }, { width: 15 }, { width: 15 }]),
    { width: 28 },
    { width: 28 },
  ];

  sheet.getCell(TITLE_ROW, 1).value = labels.title;
  sheet.getCell(TITLE_ROW, 1).font = { bold: true, size: 13 };
  sheet.mergeCells(TITLE_ROW, 1, TITLE_ROW, unpricedColumn);

  const nameOf = new Map(suppliers.map((s) => [s.suppliercode, supplierTitle(s, labels)]));
  const supplierRow = sheet.getRow(SUPPLIER_ROW);
  const titles = sheet.getRow(COLUMN_TITLE_ROW);
  titles.values = [labels.seqno, labels.description, labels.quantity, labels.unit];
  suppliers.forEach((supplier, index) => {
    const first = LEAD_COLUMNS + index * 3 + 1;
    supplierRow.getCell(first).value = supplierTitle(supplier, labels);
    sheet.mergeCells(SUPPLIER_ROW, first, SUPPLIER_ROW, first + 2);
    titles.getCell(first).value = labels.unitprice;
    titles.getCell(first + 1).value = labels.total;
    titles.getCell(first + 2).value = labels.disclineamt;
  });
  titles.getCell(lowestColumn).value = labels.lowest;
  titles.getCell(unpricedColumn).value = labels.unpriced;
  shadeHeading(sheet, SUPPLIER_ROW, unpricedColumn);
  shadeHeading(sheet, COLUMN_TITLE_ROW, unpricedColumn);

  lines.forEach((line, index) => {
    const row = sheet.getRow(FIRST_LINE_ROW + index);
    row.getCell(1).value = line.seqno;
    const description = row.getCell(2);
    description.value = line.description;
    description.alignment = { wrapText: true, vertical: 'top' };
    if (line.header || line.bold || line.underline) {
      description.font = { bold: line.header || line.bold, underline: line.underline };
    }
    if (!line.header) {
      setAmount(row.getCell(3), line.quantity);
      row.getCell(4).value = line.unit || null;
    }
    line.prices.forEach((price, p) => {
      const first = LEAD_COLUMNS + p * 3 + 1;
      setAmount(row.getCell(first), price.unitprice);
      setAmount(row.getCell(first + 1), price.totallineamount);
      setAmount(row.getCell(first + 2), price.disclineamt, price.lowest);
    });
    const lowest = line.prices
      .filter((p) => p.lowest)
      .map((p) => nameOf.get(p.suppliercode) ?? p.suppliercode);
    const unpriced = line.prices
      .filter((p) => p.unpriced)
      .map((p) => nameOf.get(p.suppliercode) ?? p.suppliercode);
    row.getCell(lowestColumn).value = lowest.join(', ') || null;
    row.getCell(unpricedColumn).value = unpriced.join(', ') || null;
    row.getCell(lowestColumn).alignment = { wrapText: true, vertical: 'top' };
    row.getCell(unpricedColumn).alignment = { wrapText: true, vertical: 'top' };
  });

  const totalRow = sheet.getRow(FIRST_LINE_ROW + lines.length + 1);
  const discountRow = sheet.getRow(FIRST_LINE_ROW + lines.length + 2);
  const unpricedRow = sheet.getRow(FIRST_LINE_ROW + lines.length + 3);
  totalRow.getCell(2).value = labels.totalRow;
  discountRow.getCell(2).value = labels.discountTotalRow;
  unpricedRow.getCell(2).value = labels.unpricedRow;
  for (const row of [totalRow, discountRow, unpricedRow]) row.getCell(2).font = { bold: true };
  suppliers.forEach((supplier, index) => {
    const first = LEAD_COLUMNS + index * 3 + 1;
    setAmount(totalRow.getCell(first + 1), supplier.total);
    setAmount(discountRow.getCell(first + 2), supplier.discounttotal, supplier.lowest);
    unpricedRow.getCell(first).value = supplier.unpriced;
  });
  discountRow.getCell(lowestColumn).value =
    suppliers
      .filter((s) => s.lowest)
      .map((s) => supplierTitle(s, labels))
      .join(', ') || null;

  if (tabulation.criteria.length > 0)
    addRanking(workbook.addWorksheet(labels.ranking.sheet), tabulation, labels);

  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer as ArrayBuffer);
}

const RANKING_TITLE_ROWS = 2;

/**
 * The ranking sheet: the formula, then one row per quotation, best first (the unranked last): rank (or
 * "Not ranked"), supplier, weighted total, and each criterion's score (price computed, the others the mean
 * of their scorers, with how many), as numbers with 2 decimals; a score still missing is an empty cell.
 */
function addRanking(sheet: Worksheet, tabulation: Tabulation, labels: TabulationLabels): void {
  const { criteria } = tabulation;
  const words = labels.ranking;
  const lastColumn = 3 + criteria.length * 2;
  sheet.columns = [
    { width: 11 },
    { width: 40 },
    { width: 15 },
    ...criteria.flatMap(() => [{ width: 16 }, { width: 12 }]),
  ];
  sheet.getCell(1, 1).value = words.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  sheet.mergeCells(1, 1, 1, lastColumn);
  sheet.getCell(2, 1).value = words.formula;
  sheet.getCell(2, 1).alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(2).height = 45;
  sheet.mergeCells(2, 1, 2, lastColumn);

  const titleRow = RANKING_TITLE_ROWS + 2;
  const titles = sheet.getRow(titleRow);
  titles.values = [words.rank, words.supplier, words.weightedTotal];
  criteria.forEach((criterion, index) => {
    titles.getCell(4 + index * 2).value = words.criterion(criterion);
    sheet.mergeCells(titleRow, 4 + index * 2, titleRow, 5 + index * 2);
  });
  shadeHeading(sheet, titleRow, lastColumn);

  byRank(tabulation.suppliers).forEach((supplier, index) => {
    const row = sheet.getRow(titleRow + 1 + index);
    const scoring = supplier.scoring;
    row.getCell(1).value = scoring?.rank ?? words.notRanked;
    row.getCell(2).value = supplierTitle(supplier, labels);
    setAmount(row.getCell(3), scoring?.weightedtotal ?? null, scoring?.rank === 1);
    criteria.forEach((_, c) => {
      const entry = scoring?.scores[c];
      setAmount(row.getCell(4 + c * 2), entry?.score ?? null);
      row.getCell(5 + c * 2).value =
        entry && entry.given.length > 0 ? words.scorers(entry.given.length) : null;
    });
  });
}

/** The cells where the export puts the first line and each supplier's amounts, for readers of the file. */
export const TABULATION_LAYOUT = {
  TITLE_ROW,
  SUPPLIER_ROW,
  COLUMN_TITLE_ROW,
  FIRST_LINE_ROW,
  LEAD_COLUMNS,
  RANKING_TITLE_ROW: RANKING_TITLE_ROWS + 2,
};
