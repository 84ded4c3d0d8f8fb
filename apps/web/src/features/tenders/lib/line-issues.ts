import { findLineIssues, type LineProblem, type SubmissionLine, type SubmissionRights } from '@tender/domain';
import type { EditorLine, LineEditorState } from './line-editor-types';

/** A line as the domain's submission rules read it: the typed values, the computed total. */
export function toSubmissionLine(line: EditorLine): SubmissionLine {
  const { row, input, amounts } = line;
  return {
    seqno: row.seqno,
    description: row.description,
    header: row.header === '1',
    autocal: row.autocal ?? '',
    required: row.required === '1',
    qtyrequired: row.qtyrequired === '1',
    totalamountreq: row.totalamountreq === '1',
    neednotes: row.neednotes === '1',
    quantity: input.quantity,
    unitprice: input.unitprice,
    totallineamount: amounts?.totallineamount ?? input.totallineamount,
    linenotes: line.linenotes,
  };
}

/** Every line in order, for checkSubmission / findLineIssues over the whole quotation. */
export function submissionLinesOf(state: LineEditorState): SubmissionLine[] {
  const lines: SubmissionLine[] = [];
  for (const seqno of state.order) {
    const line = state.lines.get(seqno);
    if (line) lines.push(toSubmissionLine(line));
  }
  return lines;
}

/** The problems left on one line after an edit: the domain's rule run on that line alone. */
export function recheckLine(line: EditorLine, rights: SubmissionRights): readonly LineProblem[] {
  return findLineIssues([toSubmissionLine(line)], rights)[0]?.problems ?? [];
}

/** Whether the line has a refused value whose reason is shown (the supplier has left the cell). */
export function hasShownRefusal(line: EditorLine): boolean {
  if (!line.refused) return false;
  return Object.values(line.refused).some((refusal) => refusal?.shown);
}

/** Whether the line has anything the supplier should look at: a missing value or a refused one. */
export function needsAttention(state: Pick<LineEditorState, 'issues'>, line: EditorLine): boolean {
  return state.issues.has(line.row.seqno) || hasShownRefusal(line);
}

/** Seq numbers of the lines that need attention, in line order. */
export function attentionOf(state: Pick<LineEditorState, 'order' | 'lines' | 'issues'>): number[] {
  return state.order.filter((seqno) => {
    const line = state.lines.get(seqno);
    return line !== undefined && needsAttention(state, line);
  });
}

/** Whether some typed value was refused: it can never be saved, so leaving would lose it. */
export function hasRefusedValues(state: LineEditorState): boolean {
  for (const line of state.lines.values()) if (line.refused) return true;
  return false;
}

/** Whether anything typed is not on the server yet (changed lines, refused values). */
export function hasUnsavedEdits(state: LineEditorState): boolean {
  return state.dirty.size > 0 || hasRefusedValues(state);
}
