import { parseAutocal } from './autocal.ts';
import { AutocalCycleError } from './autocal-cycle-error.ts';
import { calculateLines } from './line-calculation.ts';
import type { LineInput } from './line-types.ts';

// The checks of a bill of quantities the buyer writes (issue 17), shared by the web editor and the
// server: each problem is answered by the seqno of the line that has it (the contract's 5600003 lists
// them in data.lines). Sum lines (autocal '2+3+4') may not name themselves, a line that is not in the
// bill, or form a cycle (line-calculation.ts finds it, as it does when computing amounts).

export const BOQ_PROBLEMS = [
  'duplicate-seqno',
  'sum-self',
  'sum-missing',
  'sum-cycle',
  'no-description',
] as const;
/**
 * - duplicate-seqno: another line has the same seqno (each such line after the first);
 * - sum-self: a sum line lists its own seqno;
 * - sum-missing: a sum line lists a seqno no line has;
 * - sum-cycle: sum lines list each other in a circle (each line of the circle);
 * - no-description: a line that is not a header has no description.
 */
export type BoqProblemKind = (typeof BOQ_PROBLEMS)[number];

export interface BoqProblem {
  seqno: number;
  problem: BoqProblemKind;
}

/** A line as the checks need it (an import line, a contract line or an editor line fit). */
export interface BoqRuleLine {
  seqno: number;
  description?: string | null;
  header?: boolean | null;
  autocal?: string | null;
}

export interface CheckBoqOptions {
  /**
   * A draft keeps partial work: empty descriptions pass. Everything that would make the stored bill
   * inconsistent (duplicate seqnos, sum lines naming themselves, missing lines or a cycle) still counts.
   */
  draft?: boolean;
}

/** i18n key of each problem's text ('boqProblem.sum-cycle'). */
export const BOQ_PROBLEM_LABEL_KEY: Readonly<Record<BoqProblemKind, string>> = {
  'duplicate-seqno': 'boqProblem.duplicate-seqno',
  'sum-self': 'boqProblem.sum-self',
  'sum-missing': 'boqProblem.sum-missing',
  'sum-cycle': 'boqProblem.sum-cycle',
  'no-description': 'boqProblem.no-description',
};

/** Every problem of the bill, in line order (a line may have several); [] when there is none. */
export function checkBoq(lines: readonly BoqRuleLine[], options: CheckBoqOptions = {}): BoqProblem[] {
  const problems: BoqProblem[] = [];
  const seen = new Set<number>();
  // The first line of each seqno: what the sum checks and the cycle walk look at.
  const firsts: BoqRuleLine[] = [];
  for (const line of lines) {
    if (seen.has(line.seqno)) problems.push({ seqno: line.seqno, problem: 'duplicate-seqno' });
    else {
      seen.add(line.seqno);
      firsts.push(line);
    }
  }

  for (const line of lines) {
    // A header's autocal is ignored by the calculation: only its seqno counts.
    if (line.header) continue;
    const parts = parseAutocal(line.autocal);
    if (parts?.includes(line.seqno)) problems.push({ seqno: line.seqno, problem: 'sum-self' });
    if (parts?.some((part) => !seen.has(part))) problems.push({ seqno: line.seqno, problem: 'sum-missing' });
    if (!options.draft && (line.description ?? '').trim() === '') {
      problems.push({ seqno: line.seqno, problem: 'no-description' });
    }
  }
  // Sum lines whose parts all exist and that do not name themselves are walked for a cycle; the
  // others are already reported and walk as entry lines.
  const walkable = firsts.map((line): LineInput => {
    if (line.header) return { ...inputOf(line.seqno, ''), header: true };
    const parts = parseAutocal(line.autocal);
    const usable = parts && !parts.includes(line.seqno) && parts.every((part) => seen.has(part));
    return inputOf(line.seqno, usable ? (line.autocal ?? '') : '');
  });
  for (const seqno of cycleSeqnos(walkable)) problems.push({ seqno, problem: 'sum-cycle' });

  const order = new Map<number, number>();
  lines.forEach((line, index) => {
    if (!order.has(line.seqno)) order.set(line.seqno, index);
  });
  return problems
    .map((p, index) => ({ p, index }))
    .sort((a, b) => (order.get(a.p.seqno) ?? 0) - (order.get(b.p.seqno) ?? 0) || a.index - b.index)
    .map(({ p }) => p);
}

/** Whether the bill has no problem a draft may not keep (see CheckBoqOptions.draft). */
export function isBoqValid(lines: readonly BoqRuleLine[], options: CheckBoqOptions = {}): boolean {
  return checkBoq(lines, options).length === 0;
}

function inputOf(seqno: number, autocal: string): LineInput {
  return {
    seqno,
    header: false,
    autocal,
    totalamountreq: false,
    quantity: null,
    unitprice: null,
    totallineamount: null,
    disc: null,
  };
}

// The calculation names one cycle at a time: each found cycle's lines are set aside (their sums emptied)
// and the walk runs again, until none is left. Each round removes at least one sum line.
function cycleSeqnos(lines: LineInput[]): number[] {
  const inCycle = new Set<number>();
  const work = lines.map((line) => ({ ...line }));
  for (let round = 0; round <= work.length; round += 1) {
    try {
      calculateLines(work);
      break;
    } catch (error) {
      if (!(error instanceof AutocalCycleError)) throw error;
      for (const seqno of error.seqnos) inCycle.add(seqno);
      for (const line of work) if (inCycle.has(line.seqno)) line.autocal = '';
    }
  }
  return [...inCycle];
}
