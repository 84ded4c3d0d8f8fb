import type { TenderLine } from '@tender/api-contract';
import type { LineEditorState } from '../lib/line-editor-types';

/** One line as the workbook shows it: the buyer's row and the supplier's current values. */
export interface WorkbookLine {
  row: TenderLine;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string | null;
  linenotes: string;
}

/**
 * The lines as the supplier sees them in the grid right now (typed but unsaved values included), so an
 * export is what is on the screen and an import compares with what is on the screen.
 */
export function workbookLinesOf(state: LineEditorState): WorkbookLine[] {
  const lines: WorkbookLine[] = [];
  for (const seqno of state.order) {
    const line = state.lines.get(seqno);
    if (!line) continue;
    lines.push({
      row: line.row,
      quantity: line.input.quantity,
      unitprice: line.input.unitprice,
      totallineamount: line.input.totallineamount,
      disc: line.input.disc,
      linenotes: line.linenotes,
    });
  }
  return lines;
}
