import type { TenderLine } from '@tender/api-contract';
import {
  AutocalCycleError,
  calculateLines,
  checkLineField,
  type LineAmounts,
  type LineFieldProblem,
  type LineInput,
  type LineProblem,
  normalizeAmount,
  type SubmissionRights,
  summarizeLines,
} from '@tender/domain';
import { affectedBy, lineDependencies } from './line-dependencies';
import {
  checkIssues,
  leave,
  markDirty,
  recheck,
  setIssues,
  showMarks,
  withRefusal,
} from './line-editor-marks';
import type { AmountField, EditableField, EditorLine, LineEditorState } from './line-editor-types';
import { isEntryLine } from './line-kind';

export type LineEditorAction =
  | { type: 'edit'; seqno: number; field: EditableField; text: string }
  /** Many cells at once (an imported workbook): one recalculation instead of one per cell. */
  | { type: 'edit-many'; edits: readonly { seqno: number; field: EditableField; text: string }[] }
  | { type: 'apply-rate'; rate: string }
  | { type: 'reset'; rows: TenderLine[] }
  /** The supplier left an amount cell: a refused value now shows its reason. */
  | { type: 'leave'; seqno: number; field: AmountField }
  | {
      type: 'set-issues';
      issues: readonly { seqno: number; problems: readonly LineProblem[] }[];
      rights: SubmissionRights;
    }
  /** The domain's submission check over every line (on opening); null rights: nothing is checked. */
  | { type: 'check-issues'; rights: SubmissionRights | null }
  /** The cells mark what they lack (Next, the Needs-attention filter). */
  | { type: 'show-marks' }
  /**
   * A save reply: `sent` maps each sent line to its revision then, `rows` are the server's lines, `lacking`
   * how many lines the server found lacking something (its `missing.lines`).
   */
  | { type: 'saved'; sent: ReadonlyMap<number, number>; rows: readonly TenderLine[]; lacking?: number };

export function toLineInput(row: TenderLine): LineInput {
  return {
    seqno: row.seqno,
    header: row.header === '1',
    autocal: row.autocal ?? '',
    totalamountreq: row.totalamountreq === '1',
    quantity: row.quantity,
    unitprice: row.unitprice,
    totallineamount: row.totallineamount,
    disc: row.disc,
  };
}

/** Typed text to the value the line holds: blank or refused is no value, anything else is normalised. */
export function typedAmount(
  field: AmountField,
  text: string,
): { value: string | null; problem: LineFieldProblem | null } {
  const problem = checkLineField(field, text);
  if (problem) return { value: null, problem };
  return { value: text.trim() === '' ? null : normalizeAmount(text), problem: null };
}

function calculate(inputs: LineInput[]): { amounts: LineAmounts[] | null; cycle: number[] | null } {
  try {
    return { amounts: calculateLines(inputs), cycle: null };
  } catch (error) {
    // A cycle among sum lines is the tender's data, not the typing: keep the last amounts and say which.
    if (error instanceof AutocalCycleError) return { amounts: null, cycle: [...error.seqnos] };
    throw error;
  }
}

function sameAmounts(a: LineAmounts | null, b: LineAmounts): boolean {
  return (
    a !== null &&
    a.quantity === b.quantity &&
    a.unitprice === b.unitprice &&
    a.totallineamount === b.totallineamount &&
    a.disc === b.disc &&
    a.disclineamt === b.disclineamt
  );
}

/**
 * Applies new inputs and recalculates. One edited line recalculates only what depends on it (see
 * line-dependencies); several edited lines recalculate the whole tender.
 */
function recalculate(state: LineEditorState, inputs: LineInput[], edited: Set<number>): LineEditorState {
  const lines = new Map(state.lines);
  for (const seqno of edited) {
    const line = lines.get(seqno);
    const index = state.indexBySeqno.get(seqno);
    const input = index === undefined ? undefined : inputs[index];
    if (line && input) lines.set(seqno, { ...line, input });
  }

  let scope: Set<number> | null = null;
  let subset = inputs;
  if (edited.size === 1) {
    const affected = affectedBy(state.dependencies, edited.values().next().value as number);
    scope = affected.changed;
    subset = inputs.filter((input) => affected.needed.has(input.seqno));
  }
  const { amounts: calculated, cycle } = calculate(subset);
  if (!calculated) return { ...state, lines, inputs, cycle };

  const amounts = state.amounts.slice();
  for (const amount of calculated) {
    if (scope && !scope.has(amount.seqno)) continue;
    const index = state.indexBySeqno.get(amount.seqno);
    if (index !== undefined) amounts[index] = amount;
    const line = lines.get(amount.seqno);
    if (line && !sameAmounts(line.amounts, amount)) lines.set(amount.seqno, { ...line, amounts: amount });
  }
  return { ...state, lines, inputs, amounts, cycle, summary: summarizeLines(amounts, inputs) };
}

export function createLineEditorState(rows: TenderLine[]): LineEditorState {
  const order = rows.map((row) => row.seqno);
  const inputs = rows.map(toLineInput);
  const lines = new Map<number, EditorLine>(
    rows.map((row, index) => [
      row.seqno,
      {
        row,
        input: inputs[index] as LineInput,
        amounts: null,
        linenotes: row.linenotes ?? '',
        refused: null,
        problems: null,
        revision: 0,
      },
    ]),
  );
  const initial: LineEditorState = {
    order,
    lines,
    inputs,
    amounts: [],
    indexBySeqno: new Map(order.map((seqno, index) => [seqno, index])),
    dependencies: lineDependencies(inputs),
    summary: { total: '0.00', discounted: '0.00' },
    cycle: null,
    dirty: new Set(),
    issues: new Map(),
    issueRights: null,
    marksShown: false,
    attention: [],
  };
  return recalculate(initial, inputs, new Set());
}

function edit(state: LineEditorState, seqno: number, field: EditableField, text: string): LineEditorState {
  const line = state.lines.get(seqno);
  const index = state.indexBySeqno.get(seqno);
  if (!line || index === undefined) return state;
  const dirty = markDirty(state.dirty, [seqno]);
  const revision = line.revision + 1;
  if (field === 'linenotes') {
    const lines = new Map(state.lines);
    lines.set(seqno, { ...line, linenotes: text, revision });
    return recheck({ ...state, lines, dirty }, [seqno], state);
  }
  const typed = typedAmount(field, text);
  const lines = new Map(state.lines);
  lines.set(seqno, { ...line, refused: withRefusal(line.refused, field, text, typed.problem), revision });
  const inputs = state.inputs.slice();
  inputs[index] = { ...line.input, [field]: typed.value };
  return recheck(recalculate({ ...state, lines, dirty }, inputs, new Set([seqno])), [seqno], state);
}

/**
 * Several typed values in one step, each with the checks of a typed cell: the whole tender is
 * recalculated once, where one edit at a time would sum every line again per cell (seconds for a
 * re-priced 2,000-line bill).
 */
function editMany(
  state: LineEditorState,
  edits: readonly { seqno: number; field: EditableField; text: string }[],
): LineEditorState {
  const lines = new Map(state.lines);
  const inputs = state.inputs.slice();
  const touched = new Set<number>();
  for (const { seqno, field, text } of edits) {
    const line = lines.get(seqno);
    const index = state.indexBySeqno.get(seqno);
    if (!line || index === undefined) continue;
    const revision = line.revision + 1;
    touched.add(seqno);
    if (field === 'linenotes') {
      lines.set(seqno, { ...line, linenotes: text, revision });
      continue;
    }
    const typed = typedAmount(field, text);
    lines.set(seqno, { ...line, refused: withRefusal(line.refused, field, text, typed.problem), revision });
    inputs[index] = { ...(inputs[index] as LineInput), [field]: typed.value };
  }
  if (touched.size === 0) return state;
  const dirty = markDirty(state.dirty, touched);
  return recheck(recalculate({ ...state, lines, dirty }, inputs, touched), touched, state);
}

/**
 * Takes a save reply in: lines unchanged since they were sent become clean and take the server's values
 * (it is the authority); a line edited while the save was in flight keeps the edit and stays dirty. A
 * refused value was not sent, so it stays refused, and its field stays empty. The lines taken in are
 * re-checked; when the server counts another number of lacking lines than the screen (`lacking`), the
 * whole quotation is checked again from what it now holds.
 */
function saved(
  state: LineEditorState,
  sent: ReadonlyMap<number, number>,
  rows: readonly TenderLine[],
  lacking: number | undefined,
): LineEditorState {
  const next = takeSaved(state, sent, rows);
  if (lacking !== undefined && next.issueRights && lacking !== next.issues.size)
    return checkIssues(next, next.issueRights);
  return next;
}

function takeSaved(
  state: LineEditorState,
  sent: ReadonlyMap<number, number>,
  rows: readonly TenderLine[],
): LineEditorState {
  const dirty = new Set(state.dirty);
  const lines = new Map(state.lines);
  const inputs = state.inputs.slice();
  const merged = new Set<number>();
  const rowBySeqno = new Map(rows.map((row) => [row.seqno, row]));
  for (const [seqno, revision] of sent) {
    const line = state.lines.get(seqno);
    const index = state.indexBySeqno.get(seqno);
    if (!line || index === undefined || line.revision !== revision) continue;
    dirty.delete(seqno);
    const row = rowBySeqno.get(seqno);
    if (!row) {
      // The server cleared the amendment's marks of every line the save sent (issue 28), changed or not.
      if (line.row.changedfields.length > 0)
        lines.set(seqno, { ...line, row: { ...line.row, changedfields: [] } });
      continue;
    }
    const input = toLineInput(row);
    for (const field of Object.keys(line.refused ?? {}) as AmountField[]) input[field] = null;
    inputs[index] = input;
    lines.set(seqno, { ...line, row, linenotes: row.linenotes ?? '' });
    merged.add(seqno);
  }
  const next = { ...state, lines, dirty };
  return merged.size > 0 ? recheck(recalculate(next, inputs, merged), merged, state) : next;
}

function applyRate(state: LineEditorState, rate: string): LineEditorState {
  const inputs = state.inputs.slice();
  const edited = new Set<number>();
  for (const [seqno, line] of state.lines) {
    const index = state.indexBySeqno.get(seqno);
    if (index === undefined || !isEntryLine(line.row)) continue;
    inputs[index] = { ...line.input, disc: rate };
    edited.add(seqno);
  }
  // GO replaces every line's discount, refused text included.
  const lines = new Map(state.lines);
  for (const seqno of edited) {
    const line = lines.get(seqno) as EditorLine;
    lines.set(seqno, {
      ...line,
      refused: withRefusal(line.refused, 'disc', '', null),
      revision: line.revision + 1,
    });
  }
  const next = recalculate({ ...state, lines, dirty: markDirty(state.dirty, edited) }, inputs, edited);
  return recheck(next, edited, state);
}

export function lineEditorReducer(state: LineEditorState, action: LineEditorAction): LineEditorState {
  switch (action.type) {
    case 'edit':
      return edit(state, action.seqno, action.field, action.text);
    case 'edit-many':
      return editMany(state, action.edits);
    case 'apply-rate':
      return applyRate(state, action.rate);
    case 'reset': {
      // New rows from the server: checked again with the same rights, the marks shown as they were.
      const fresh = createLineEditorState(action.rows);
      if (!state.issueRights) return fresh;
      return checkIssues({ ...fresh, marksShown: state.marksShown }, state.issueRights);
    }
    case 'leave':
      return leave(state, action.seqno, action.field);
    case 'set-issues':
      return setIssues(state, action.issues, action.rights, true);
    case 'check-issues':
      return checkIssues(state, action.rights);
    case 'show-marks':
      return showMarks(state);
    case 'saved':
      return saved(state, action.sent, action.rows, action.lacking);
  }
}
