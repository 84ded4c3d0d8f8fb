import {
  findLineIssues,
  type LineFieldProblem,
  type LineProblem,
  type SubmissionRights,
} from '@tender/domain';
import type {
  AmountField,
  EditorLine,
  LineEditorState,
  LineIssueEntry,
  RefusedFields,
} from './line-editor-types';
import { attentionOf, needsAttention, recheckLine, submissionLinesOf } from './line-issues';

// The marks a draft carries besides its values: which lines changed since their save (dirty), which typed
// values the domain refused, and what a submission would lack. Pure functions of the editor state.

export function withRefusal(
  refused: RefusedFields | null,
  field: AmountField,
  text: string,
  problem: LineFieldProblem | null,
): RefusedFields | null {
  const next: RefusedFields = { ...refused };
  if (problem) next[field] = { text, problem, shown: false };
  else delete next[field];
  return Object.keys(next).length > 0 ? next : null;
}

export function markDirty(dirty: ReadonlySet<number>, seqnos: Iterable<number>): ReadonlySet<number> {
  let next: Set<number> | null = null;
  for (const seqno of seqnos) {
    if (dirty.has(seqno) || next?.has(seqno)) continue;
    next ??= new Set(dirty);
    next.add(seqno);
  }
  return next ?? dirty;
}

function sameProblems(
  a: readonly LineProblem[] | null | undefined,
  b: readonly LineProblem[] | null,
): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((problem, index) => problem === right[index]);
}

/**
 * After these lines changed (typed, or taken from a save reply): each is re-checked with the domain's
 * rule, so the count falls (or rises) line by line and a mark clears as soon as its value is there. Only
 * the changed lines are checked; the attention list is redone only when a line entered or left it.
 */
export function recheck(
  state: LineEditorState,
  seqnos: Iterable<number>,
  before: LineEditorState,
): LineEditorState {
  const rights = state.issueRights;
  let lines = state.lines;
  let issues = state.issues;
  const changed: number[] = [];
  for (const seqno of seqnos) {
    let line = lines.get(seqno);
    if (!line) continue;
    if (rights) {
      const problems = recheckLine(line, rights);
      if (!sameProblems(issues.get(seqno)?.problems, problems)) {
        if (issues === state.issues) issues = new Map(issues);
        const mutable = issues as Map<number, LineIssueEntry>;
        if (problems.length > 0) mutable.set(seqno, { problems });
        else mutable.delete(seqno);
      }
      const marked = state.marksShown && problems.length > 0 ? problems : null;
      if (!sameProblems(line.problems, marked)) {
        if (lines === state.lines) lines = new Map(lines);
        line = { ...line, problems: marked };
        (lines as Map<number, EditorLine>).set(seqno, line);
      }
    }
    const previous = before.lines.get(seqno);
    if (!previous || needsAttention(before, previous) !== needsAttention({ issues }, line))
      changed.push(seqno);
  }
  const next = { ...state, lines, issues };
  if (changed.length === 0) return next;
  const [only] = changed;
  // One line in or out (a keystroke): put it in its place, not a pass over every line.
  if (changed.length === 1 && only !== undefined && before.attention === state.attention) {
    const line = lines.get(only) as EditorLine;
    return { ...next, attention: withAttention(next, only, needsAttention(next, line)) };
  }
  return { ...next, attention: attentionOf(next) };
}

/** The attention list with this line in or out of it, kept in line order (binary search on the index). */
function withAttention(state: LineEditorState, seqno: number, needed: boolean): readonly number[] {
  const { attention, indexBySeqno } = state;
  const target = indexBySeqno.get(seqno) ?? -1;
  let low = 0;
  let high = attention.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((indexBySeqno.get(attention[middle] as number) ?? -1) < target) low = middle + 1;
    else high = middle;
  }
  const present = attention[low] === seqno;
  if (present === needed) return attention;
  const list = attention.slice();
  if (needed) list.splice(low, 0, seqno);
  else list.splice(low, 1);
  return list;
}

export function leave(state: LineEditorState, seqno: number, field: AmountField): LineEditorState {
  const line = state.lines.get(seqno);
  const refusal = line?.refused?.[field];
  if (!line || !refusal || refusal.shown) return state;
  const lines = new Map(state.lines);
  lines.set(seqno, { ...line, refused: { ...line.refused, [field]: { ...refusal, shown: true } } });
  return recheck({ ...state, lines }, [seqno], state);
}

/**
 * These lines lack these values (Submit's findings, or the domain's check of the whole quotation); with
 * `shown` the cells mark them. Null rights: nothing is checked (the supplier cannot save here).
 */
export function setIssues(
  state: LineEditorState,
  issues: readonly { seqno: number; problems: readonly LineProblem[] }[],
  rights: SubmissionRights | null,
  shown: boolean,
): LineEditorState {
  const map = new Map<number, LineIssueEntry>();
  for (const issue of issues)
    if (issue.problems.length > 0) map.set(issue.seqno, { problems: issue.problems });
  const next = { ...state, lines: markedLines(state.lines, map, shown), issues: map, issueRights: rights };
  return { ...next, marksShown: shown, attention: attentionOf(next) };
}

/** Each line's marks for these issues (none unless shown); only a line whose marks change is copied. */
function markedLines(
  lines: LineEditorState['lines'],
  issues: ReadonlyMap<number, LineIssueEntry>,
  shown: boolean,
): LineEditorState['lines'] {
  let next: Map<number, EditorLine> | null = null;
  for (const [seqno, line] of lines) {
    const problems = shown ? (issues.get(seqno)?.problems ?? null) : null;
    if (problems === line.problems || (problems === null && line.problems === null)) continue;
    next ??= new Map(lines);
    next.set(seqno, { ...line, problems });
  }
  return next ?? lines;
}

/**
 * The domain's submission check over the whole quotation (issue 35, item 2): what a submission would
 * lack, from the moment the quotation opens. The marks stay as they were (hidden until asked for).
 */
export function checkIssues(state: LineEditorState, rights: SubmissionRights | null): LineEditorState {
  const issues = rights ? findLineIssues(submissionLinesOf(state), rights) : [];
  return setIssues(state, issues, rights, rights !== null && state.marksShown);
}

/** The cells mark what they lack (Next, the Needs-attention filter): the issues are already known. */
export function showMarks(state: LineEditorState): LineEditorState {
  if (state.marksShown) return state;
  return { ...state, lines: markedLines(state.lines, state.issues, true), marksShown: true };
}
