import { BOQ_SHEET_COLUMNS, type BoqSheetColumn } from './boq-sheet';
import { csvField } from './csv-rows';
import { loadExcel } from './load-exceljs';

/** The words of a template in the language shown: column titles and the example lines' descriptions. */
export interface BoqTemplateText {
  titles: Record<BoqSheetColumn, string>;
  examples: { header: string; first: string; second: string; total: string; unit: string };
}

type TemplateRow = Partial<Record<BoqSheetColumn, string | number>>;

/** The example bill of the template: a header, two priced lines and their sum line. */
export function templateRows(text: BoqTemplateText): TemplateRow[] {
  const { examples } = text;
  return [
    { seqno: 1, description: examples.header, header: 'Y', bold: 'Y', autocal: 'E' },
    {
      seqno: 2,
      description: examples.first,
      unit: examples.unit,
      quantity: 10,
      autocal: 'Y',
      required: 'Y',
    },
    {
      seqno: 3,
      description: examples.second,
      unit: examples.unit,
      quantity: 2.5,
      autocal: 'Y',
      required: 'Y',
    },
    { seqno: 4, description: examples.total, autocal: '2+3', bold: 'Y', underline: 'Y' },
  ];
}

/** The template as CSV (UTF-8 with a byte-order mark, so Excel reads the Chinese titles right). */
export function buildTemplateCsv(text: BoqTemplateText): Blob {
  const rows = [
    BOQ_SHEET_COLUMNS.map((column) => text.titles[column]),
    ...templateRows(text).map((row) => BOQ_SHEET_COLUMNS.map((column) => String(row[column] ?? ''))),
  ];
  const csv = rows.map((row) => row.map((cell) => csvField(cell)).join(',')).join('\r\n');
  return new Blob([`\uFEFF${csv}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** The template as an .xlsx workbook: one sheet, titles bold and frozen, the example lines below. */
export async function buildTemplateXlsx(text: BoqTemplateText): Promise<Blob> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('BOQ', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BOQ_SHEET_COLUMNS.map((column) => ({
    header: text.titles[column],
    key: column,
    width: column === 'description' || column === 'longdesc' ? 40 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of templateRows(text)) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
