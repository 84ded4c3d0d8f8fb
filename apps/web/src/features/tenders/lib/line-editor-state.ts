import {
  AutocalCycleError,
  calculateLines,
  type LineAmounts,
  type LineInput,
  normalizeAmountInput,
  summarizeLines,
} from '@tender/domain';
import type { TenderLineRow } from '../api/tender-types';
import { affectedBy, type LineDependencies, lineDependencies } from './line-dependencies';
import { isEntryLine } from './line-kind';

export type AmountField = 'quantity' | 'unitprice' | 'totallineamount' | 'disc';
export type EditableField = AmountField | 'linenotes';

/** One line as the editor holds it: the server row, what was typed, and what the domain computed. */
export interface EditorLine {
  row: TenderLineRow;
  input: LineInput;
  amounts: LineAmounts | null;
  linenotes: string;
}

export interface LineSummary {
  total: string;
  discounted: string;
}

/**
 * Lines are kept in a Map keyed by seqno and only the lines whose values changed get a new object, so
 * memoised rows that did not change skip rendering after a keystroke on a 2,000-line tender.
 */
export interface LineEditorState {
  order: number[];
  lines: Map<number, EditorLine>;
  /** Inputs and amounts in line order, as calculateLines and summarizeLines take them. */
  inputs: LineInput[];
  amounts: LineAmounts[];
  indexBySeqno: Map<number, number>;
  dependencies: LineDependencies;
  summary: LineSummary;
  /** Seq numbers of a cycle among sum lines, when the last calculation found one. */
  cycle: number[] | null;
}

export type LineEditorAction =
  | { type: 'edit'; seqno: number; field: EditableField; text: string }
  | { type: 'apply-rate'; rate: string }
  | { type: 'reset'; rows: TenderLineRow[] };

export function toLineInput(row: TenderLineRow): LineInput {
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

/** Typed text to the decimal string the domain takes: empty stays empty, anything else non-numeric is 0. */
export function typedAmount(text: string): string | null {
  return text.trim() === '' ? null : normalizeAmountInput(text);
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

export function createLineEditorState(rows: TenderLineRow[]): LineEditorState {
  const order = rows.map((row) => row.seqno);
  const inputs = rows.map(toLineInput);
  const lines = new Map<number, EditorLine>(
    rows.map((row, index) => [
      row.seqno,
      { row, input: inputs[index] as LineInput, amounts: null, linenotes: row.linenotes ?? '' },
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
  };
  return recalculate(initial, inputs, new Set());
}

function edit(state: LineEditorState, seqno: number, field: EditableField, text: string): LineEditorState {
  const line = state.lines.get(seqno);
  const index = state.indexBySeqno.get(seqno);
  if (!line || index === undefined) return state;
  if (field === 'linenotes') {
    const lines = new Map(state.lines);
    lines.set(seqno, { ...line, linenotes: text });
    return { ...state, lines };
  }
  const inputs = state.inputs.slice();
  inputs[index] = { ...line.input, [field]: typedAmount(text) };
  return recalculate(state, inputs, new Set([seqno]));
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
  return recalculate(state, inputs, edited);
}

export function lineEditorReducer(state: LineEditorState, action: LineEditorAction): LineEditorState {
  switch (action.type) {
    case 'edit':
      return edit(state, action.seqno, action.field, action.text);
    case 'apply-rate':
      return applyRate(state, action.rate);
    case 'reset':
      return createLineEditorState(action.rows);
  }
}
