import type { WorkbookLabels } from './build-workbook';
import type { WorkbookColumnKey } from './workbook-columns';

const COLUMNS: WorkbookColumnKey[] = [
  'seqno',
  'description',
  'remark',
  'unit',
  'quantity',
  'unitprice',
  'total',
  'disc',
  'disclineamt',
  'linenotes',
];
const INFO = [
  'tenderNo',
  'description',
  'supplier',
  'closingDate',
  'currency',
  'contact1',
  'contact2',
  'remark',
] as const;

// Excel refuses these in a sheet name and cuts names at 31 characters.
function sheetName(text: string): string {
  return text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/** The workbook's texts from the tenders namespace (`workbook.*`), in the language `translate` speaks. */
export function workbookLabels(translate: (key: string) => string): WorkbookLabels {
  return {
    tenderSheet: sheetName(translate('workbook.sheets.tender')),
    linesSheet: sheetName(translate('workbook.sheets.lines')),
    columns: Object.fromEntries(
      COLUMNS.map((key) => [key, translate(`workbook.columns.${key}`)]),
    ) as WorkbookLabels['columns'],
    info: Object.fromEntries(
      INFO.map((key) => [key, translate(`workbook.info.${key}`)]),
    ) as WorkbookLabels['info'],
    instructions: translate('workbook.instructions'),
  };
}
