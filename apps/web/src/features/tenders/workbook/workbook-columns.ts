import type { TenderLine } from '@tender/api-contract';
import type { LineEditControls } from '../lib/line-edit-controls';
import { isEntryLine, isQuantityEditable, isTotalComputed } from '../lib/line-kind';

// The layout of the "Lines" sheet, shared by the export and the import so both read the same columns.

export type WorkbookColumnKey =
  | 'seqno'
  | 'description'
  | 'remark'
  | 'unit'
  | 'quantity'
  | 'unitprice'
  | 'total'
  | 'disc'
  | 'disclineamt'
  | 'linenotes';

/** A value the supplier may change in the workbook (the editor's field names). */
export type WorkbookField = 'quantity' | 'unitprice' | 'totallineamount' | 'disc' | 'linenotes';

/** An amount field of the workbook (everything the supplier edits except notes). */
export type WorkbookAmountField = Exclude<WorkbookField, 'linenotes'>;

/** What the supplier may edit on this tender: the grid's controls (from supplierDetailControls). */
export type WorkbookRights = Pick<
  LineEditControls,
  'quantity' | 'price' | 'notes' | 'disc' | 'showPrices' | 'priceNegotiation'
>;

/** The column that holds a field's value. */
export const COLUMN_OF_FIELD: Record<WorkbookField, WorkbookColumnKey> = {
  quantity: 'quantity',
  unitprice: 'unitprice',
  totallineamount: 'total',
  disc: 'disc',
  linenotes: 'linenotes',
};

/** Characters wide of each column in Excel. */
export const COLUMN_WIDTH: Record<WorkbookColumnKey, number> = {
  seqno: 8,
  description: 48,
  remark: 24,
  unit: 10,
  quantity: 14,
  unitprice: 16,
  total: 18,
  disc: 11,
  disclineamt: 18,
  linenotes: 32,
};

/** The columns in sheet order; Discount and Discounted amount only under price negotiation. */
export function workbookColumns(priceNegotiation: boolean): WorkbookColumnKey[] {
  return [
    'seqno',
    'description',
    'remark',
    'unit',
    'quantity',
    'unitprice',
    'total',
    ...(priceNegotiation ? (['disc', 'disclineamt'] as const) : []),
    'linenotes',
  ];
}

/**
 * The fields the supplier may change on one line, by the same rules as the grid's cells (line-cell.tsx):
 * only entry lines; the quantity only where the buyer left it to the supplier (isQuantityEditable); price
 * and notes by the tender's controls; a total only where it is typed rather than computed; prices not at
 * all where they are hidden.
 */
export function editableFields(row: TenderLine, rights: WorkbookRights): WorkbookField[] {
  if (!isEntryLine(row)) return [];
  const fields: WorkbookField[] = [];
  if (isQuantityEditable(row, rights)) fields.push('quantity');
  if (rights.showPrices && rights.price) fields.push('unitprice');
  if (rights.showPrices && rights.price && !isTotalComputed(row)) fields.push('totallineamount');
  if (rights.showPrices && rights.disc && rights.priceNegotiation) fields.push('disc');
  if (rights.notes) fields.push('linenotes');
  return fields;
}

/** Whether the supplier may edit anything at all, i.e. whether an import can change something. */
export function canImport(rights: WorkbookRights): boolean {
  return (rights.showPrices && (rights.quantity || rights.price || rights.disc)) || rights.notes;
}

/** The Description cell: the description, and the long description on a second line. */
export function descriptionText(row: TenderLine): string {
  return row.longdesc ? `${row.description}\n${row.longdesc}` : row.description;
}
