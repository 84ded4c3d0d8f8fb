import type { TenderLine } from '@tender/api-contract';
import type { LineColumn } from './line-cells';

// What the buyer's amendments changed on a line since the supplier last saved it or submitted (issue 28,
// finding 5: the server's `changedfields`), as the cells of the grid and of a phone's card that show it.

/** The mark of a line an amendment added. */
export const NEW_LINE = 'new';

const COLUMN_OF_FIELD: Readonly<Record<string, LineColumn>> = {
  description: 'description',
  longdesc: 'description',
  bold: 'description',
  underline: 'description',
  header: 'description',
  remark: 'remark',
  unit: 'unit',
  quantity: 'quantity',
  qtyrequired: 'quantity',
  required: 'unitprice',
  autocal: 'total',
  totalamountreq: 'total',
  neednotes: 'linenotes',
  [NEW_LINE]: 'seqno',
};

/** The columns whose cells show a change of the line (an unknown field marks the line's number). */
export function changedColumns(row: Pick<TenderLine, 'changedfields'>): ReadonlySet<LineColumn> {
  return new Set(row.changedfields.map((field) => COLUMN_OF_FIELD[field] ?? 'seqno'));
}

/** Whether any line carries a change the supplier has not seen yet (the legend shows then). */
export function hasChangedLines(rows: Iterable<Pick<TenderLine, 'changedfields'>>): boolean {
  for (const row of rows) if (row.changedfields.length > 0) return true;
  return false;
}
