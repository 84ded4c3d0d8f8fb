import type { LineFieldProblem, LineProblem, SubmissionRights } from '@tender/domain';
import type {
  AmountField,
  EditorLine,
  LineEditorState,
  LineIssueEntry,
  RefusedFields,
} from './line-editor-types';
import { attentionOf, needsAttention, recheckLine } from './line-issues';

// The marks a draft carries besides its values: which lines changed since their save (dirty), which typed
// values the domain refused, and what Submit found missing. Pure functions of the editor state.

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

/**
 * After the supplier changed these lines: a line with an issue is re-checked with the domain's rule so
 * its highlight clears as soon as it is fixed; the attention list is redone only when a line entered
 * or left it.
 */
export function recheck(
  state: LineEditorState,
  seqnos: Iterable<number>,
  before: LineEditorState,
): LineEditorState {
  let lines = state.lines;
  let issues = state.issues;
  let attentionChanged = false;
  for (const seqno of seqnos) {
    let line = lines.get(seqno);
    if (!line) continue;
    if (state.issueRights && issues.has(seqno)) {
      const problems = recheckLine(line, state.issueRights);
      if (issues === state.issues) issues = new Map(issues);
      const mutable = issues as Map<number, LineIssueEntry>;
      if (problems.length > 0) mutable.set(seqno, { problems });
      else mutable.delete(seqno);
      if (lines === state.lines) lines = new Map(lines);
      line = { ...line, problems: problems.length > 0 ? problems : null };
      (lines as Map<number, EditorLine>).set(seqno, line);
    }
    const previous = before.lines.get(seqno);
    if (!previous || needsAttention(previous) !== needsAttention(line)) attentionChanged = true;
  }
  const next = { ...state, lines, issues };
  return attentionChanged ? { ...next, attention: attentionOf(next) } : next;
}

export function leave(state: LineEditorState, seqno: number, field: AmountField): LineEditorState {
  const line = state.lines.get(seqno);
  const refusal = line?.refused?.[field];
  if (!line || !refusal || refusal.shown) return state;
  const lines = new Map(state.lines);
  lines.set(seqno, { ...line, refused: { ...line.refused, [field]: { ...refusal, shown: true } } });
  return recheck({ ...state, lines }, [seqno], state);
}

export function setIssues(
  state: LineEditorState,
  issues: readonly { seqno: number; problems: readonly LineProblem[] }[],
  rights: SubmissionRights,
): LineEditorState {
  const map = new Map<number, LineIssueEntry>();
  for (const issue of issues)
    if (issue.problems.length > 0) map.set(issue.seqno, { problems: issue.problems });
  const lines = new Map(state.lines);
  for (const [seqno, line] of state.lines) {
    const problems = map.get(seqno)?.problems ?? null;
    if (problems !== line.problems && (problems !== null || line.problems !== null)) {
      lines.set(seqno, { ...line, problems });
    }
  }
  const next = { ...state, lines, issues: map, issueRights: rights };
  return { ...next, attention: attentionOf(next) };
}
