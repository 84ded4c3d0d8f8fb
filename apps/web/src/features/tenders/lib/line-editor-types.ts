import type { TenderLine } from '@tender/api-contract';
import type { LineAmounts, LineFieldProblem, LineInput, LineProblem, SubmissionRights } from '@tender/domain';
import type { LineDependencies } from './line-dependencies';

// The line editor's state as the reducer (line-editor-state.ts), its marks (line-editor-marks.ts) and the
// issue checks (line-issues.ts) share it: a module of types alone, so none of them imports another for a type.

/** What one line lacks, as set by Submit (or a save reply) and re-checked as the supplier edits it. */
export interface LineIssueEntry {
  problems: readonly LineProblem[];
}

export type AmountField = 'quantity' | 'unitprice' | 'totallineamount' | 'disc';
export type EditableField = AmountField | 'linenotes';

/** Typed text the domain refused: shown in the cell with its reason, never sent to the server. */
export interface RefusedValue {
  text: string;
  problem: LineFieldProblem;
  /** The supplier has left the cell, so the reason is shown (it is not while they are still typing). */
  shown: boolean;
}

export type RefusedFields = Partial<Record<AmountField, RefusedValue>>;

/** One line as the editor holds it: the server row, what was typed, and what the domain computed. */
export interface EditorLine {
  row: TenderLine;
  input: LineInput;
  amounts: LineAmounts | null;
  linenotes: string;
  refused: RefusedFields | null;
  /**
   * What a submission lacks on this line, as its cells mark it: only once the marks are shown (Submit,
   * Next, the Needs-attention filter); null when none or not shown yet.
   */
  problems: readonly LineProblem[] | null;
  /** Counts the supplier's edits, so a save reply never overwrites an edit typed while it was in flight. */
  revision: number;
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
  /** Lines changed since their last save: autosave sends these and only these. */
  dirty: ReadonlySet<number>;
  /**
   * Lines a submission would lack something on, and what each lacks: the domain's check from the moment
   * the quotation opens (issue 35, item 2), re-checked line by line as the supplier edits, replaced by
   * Submit's findings.
   */
  issues: ReadonlyMap<number, LineIssueEntry>;
  /** The rights the issues were found with, to re-check a line with the same rule; null: no check. */
  issueRights: SubmissionRights | null;
  /** Whether the cells show what they lack (lines' `problems`): the count and Next work before that. */
  marksShown: boolean;
  /** Lines with an issue or a refused value, in line order ("Needs attention"). */
  attention: readonly number[];
}
