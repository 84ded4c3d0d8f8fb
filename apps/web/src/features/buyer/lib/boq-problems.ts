import { type BoqProblemKind, checkBoq } from '@tender/domain';
import { autocalOf, type BoqLine } from './boq-lines';

/**
 * What the editor says about a line: the domain's checks (checkBoq, shared with the server) and the
 * editor's own about cells the contract would refuse (a missing seqno, a number that is not one).
 */
export type LineProblem =
  | BoqProblemKind
  | 'no-seqno'
  | 'sum-empty'
  | 'sum-syntax'
  | 'quantity'
  | 'disc'
  /** Refused by the server (BOQ_INVALID) for a reason the editor does not know. */
  | 'server';

const SUM_SYNTAX = /^\d{1,6}(\+\d{1,6})*$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,4})?$/;

/** Whether a discount percent as typed is one the server takes: empty, or 0 to 100. */
function isDiscount(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  return DECIMAL.test(value) && Number(value) >= 0 && Number(value) <= 100;
}

/** The editor's own checks of one line (those that do not need the other lines). */
function cellProblems(line: BoqLine): LineProblem[] {
  const problems: LineProblem[] = [];
  if (line.seqno === null) problems.push('no-seqno');
  if (line.kind === 'sum' && !line.header) {
    const list = autocalOf(line);
    if (list === '') problems.push('sum-empty');
    else if (!SUM_SYNTAX.test(list)) problems.push('sum-syntax');
  }
  if (line.quantity.trim() !== '' && !DECIMAL.test(line.quantity.trim())) problems.push('quantity');
  if (!isDiscount(line.disc)) problems.push('disc');
  return problems;
}

/**
 * Every line's problems by line key (lines without any are absent). `draft` lets empty descriptions
 * pass, as the server saves a draft's partial work; `server` adds the problems of a refused save by seqno.
 */
export function findLineProblems(
  lines: readonly BoqLine[],
  options: { draft: boolean; server?: ReadonlyMap<number, readonly string[]> },
): Map<string, LineProblem[]> {
  const found = new Map<string, LineProblem[]>();
  const add = (key: string, problem: LineProblem) => {
    const list = found.get(key);
    if (!list) found.set(key, [problem]);
    else if (!list.includes(problem)) list.push(problem);
  };
  for (const line of lines) for (const problem of cellProblems(line)) add(line.key, problem);

  // The domain's rules look at the numbered lines; a syntax error in a sum list is the editor's to show.
  const numbered = lines.filter((line): line is BoqLine & { seqno: number } => line.seqno !== null);
  const rules = numbered.map((line) => ({
    seqno: line.seqno,
    description: line.description,
    header: line.header,
    autocal: SUM_SYNTAX.test(autocalOf(line)) || line.kind !== 'sum' ? autocalOf(line) : '',
    // The domain's quantity rule (negative, finer than the column) on a quantity written as a number.
    quantity: DECIMAL.test(line.quantity.trim()) ? line.quantity.trim() : null,
  }));
  const keysBySeqno = new Map<number, string[]>();
  for (const line of numbered)
    keysBySeqno.set(line.seqno, [...(keysBySeqno.get(line.seqno) ?? []), line.key]);
  for (const problem of checkBoq(rules, { draft: options.draft })) {
    const keys = keysBySeqno.get(problem.seqno) ?? [];
    // A duplicate seqno is every holder's problem: the buyer decides which one to renumber.
    const targets = problem.problem === 'duplicate-seqno' ? keys : keys.slice(0, 1);
    for (const key of targets) add(key, problem.problem);
  }
  for (const [seqno, problems] of options.server ?? []) {
    for (const key of keysBySeqno.get(seqno) ?? []) {
      for (const problem of problems) add(key, isKnownProblem(problem) ? problem : 'server');
    }
  }
  return found;
}

const KNOWN: ReadonlySet<string> = new Set<LineProblem>([
  'duplicate-seqno',
  'sum-self',
  'sum-missing',
  'sum-cycle',
  'no-description',
  'quantity-negative',
  'quantity-decimals',
  'quantity-invalid',
  'no-seqno',
  'sum-empty',
  'sum-syntax',
  'quantity',
  'disc',
]);

function isKnownProblem(problem: string): problem is LineProblem {
  return KNOWN.has(problem);
}

/** The problems a draft may not be saved with (the server would refuse them, or the contract). */
export function blocksDraftSave(problem: LineProblem): boolean {
  return problem !== 'no-description' && problem !== 'server';
}

/** The seqnos and problems of a BOQ_INVALID refusal's data.lines, by seqno. */
export function serverLineProblems(
  reply: Readonly<Record<string, unknown>> | undefined,
): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const data = reply?.data;
  const lines = typeof data === 'object' && data !== null && 'lines' in data ? data.lines : null;
  if (!Array.isArray(lines)) return problems;
  for (const entry of lines) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { seqno, problem } = entry as { seqno?: unknown; problem?: unknown };
    if (typeof seqno !== 'number') continue;
    problems.set(seqno, [...(problems.get(seqno) ?? []), typeof problem === 'string' ? problem : 'server']);
  }
  return problems;
}
