import { isQuantityTimesPrice, isSumLine } from './autocal.ts';
import { isZeroCents } from './cents.ts';
import { parseCents } from './cents-text.ts';
import type { LinesSummary } from './line-summary.ts';
import { isBlankAmount } from './money.ts';
import { isBlankText } from './required-text.ts';

// The submission rules of spec 5 (tender lines) and 4.3, read as issue 12 reads them: they bind a
// submission, not a save, and they name what is missing on each line so the screen can point at the cell.

/** What a line is missing for a submission. */
export type LineProblem = 'price' | 'total' | 'quantity' | 'notes';

/** A line as the submission check reads it: its flags and its amounts after calculateLines. */
export interface SubmissionLine {
  seqno: number;
  description: string;
  header: boolean;
  autocal: string;
  required: boolean;
  qtyrequired: boolean;
  totalamountreq: boolean;
  neednotes: boolean;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  linenotes: string;
}

/** Which fields the supplier can fill in (spec 4.3): what cannot be typed is never missing. */
export interface SubmissionRights {
  quantityEditable: boolean;
  priceEditable: boolean;
  notesEditable: boolean;
}

/** One line that stops a submission, and what it lacks. */
export interface LineIssue {
  seqno: number;
  description: string;
  problems: LineProblem[];
}

/** Everything that stops a submission; `ok` when nothing does. */
export interface SubmissionCheck {
  lines: LineIssue[];
  attachmentsNotDownloaded: boolean;
  siteInspectionNotConfirmed: boolean;
  discountRemarkMissing: boolean;
  ok: boolean;
}

/** What checkSubmission needs besides the lines. */
export interface SubmissionInput {
  lines: readonly SubmissionLine[];
  rights: SubmissionRights;
  /** Every tender attachment downloaded by this supplier (spec 4.3). */
  attachmentsDownloaded: boolean;
  /** The tender has site inspections (hassiteinspection '1'), so the tick is required. */
  siteInspectionRequired: boolean;
  attendedAll: boolean;
  /** The quotation's totals (summarizeLines). */
  summary: LinesSummary;
  /** The supplier's remark to the buyer (commentstojll). */
  remark: string;
}

/** A price that is blank, not a number, or rounds to zero: a required line lacks it. */
function lacksPrice(price: string | null): boolean {
  const cents = parseCents(price);
  return cents === null || isZeroCents(cents);
}

function problemsOf(line: SubmissionLine, rights: SubmissionRights): LineProblem[] {
  const problems: LineProblem[] = [];
  const quantityMissing = line.qtyrequired && rights.quantityEditable && isBlankAmount(line.quantity);
  if (quantityMissing) problems.push('quantity');
  if (rights.priceEditable) {
    // On a quantity x price line the total is computed (spec 5 computes it only where totalamountreq is
    // set, so such a line always has it): the line asks for what the supplier types, its price, and only
    // when the price is required. A line without "price required" is optional, as the supplier is shown
    // (no asterisk), however its total is made (issue 35, item 11).
    const computedTotal = line.totalamountreq && isQuantityTimesPrice(line.autocal);
    const totalMissing = line.totalamountreq && parseCents(line.totallineamount) === null;
    if (line.required && lacksPrice(line.unitprice)) problems.push('price');
    if (totalMissing && !computedTotal) problems.push('total');
  }
  if (line.neednotes && rights.notesEditable && isBlankText(line.linenotes)) problems.push('notes');
  return problems;
}

/**
 * The lines a submission lacks something on, in line order, each with what it lacks: 'price' (a required
 * price blank, not a number or zero), 'total' (a required manual total blank), 'quantity' (qtyrequired and
 * blank), 'notes' (neednotes and blank). Headers and sum lines are never listed: nothing is typed on them;
 * nor is a field the supplier cannot edit (under price negotiation the price comes from the earlier round).
 */
export function findLineIssues(lines: readonly SubmissionLine[], rights: SubmissionRights): LineIssue[] {
  const issues: LineIssue[] = [];
  for (const line of lines) {
    if (line.header || isSumLine(line.autocal)) continue;
    const problems = problemsOf(line, rights);
    if (problems.length > 0) issues.push({ seqno: line.seqno, description: line.description, problems });
  }
  return issues;
}

/**
 * Whether the final discount rate (discounted total / total x 100) exceeds 100%, which needs a remark
 * (spec 5). Compared on cents, so no division and no rounding decides it.
 */
export function isFinalDiscountOverFull(summary: LinesSummary): boolean {
  const total = parseCents(summary.total) ?? 0;
  const discounted = parseCents(summary.discounted) ?? 0;
  // Mixed number/bigint comparison is exact in JavaScript.
  return total > 0 && discounted > total;
}

/** Every rule a submission must pass (spec 4.3, 5; issue 12), run alike by the screen and the server. */
export function checkSubmission(input: SubmissionInput): SubmissionCheck {
  const lines = findLineIssues(input.lines, input.rights);
  const attachmentsNotDownloaded = !input.attachmentsDownloaded;
  const siteInspectionNotConfirmed = input.siteInspectionRequired && !input.attendedAll;
  const discountRemarkMissing = isFinalDiscountOverFull(input.summary) && isBlankText(input.remark);
  return {
    lines,
    attachmentsNotDownloaded,
    siteInspectionNotConfirmed,
    discountRemarkMissing,
    ok:
      lines.length === 0 &&
      !attachmentsNotDownloaded &&
      !siteInspectionNotConfirmed &&
      !discountRemarkMissing,
  };
}

/** How many lines lack each kind of value ("1,998 lines still need a unit price"). */
export function countMissing<Issue extends { problems: readonly LineProblem[] }>(
  issues: readonly Issue[],
): Record<LineProblem, number> {
  const counts: Record<LineProblem, number> = { price: 0, total: 0, quantity: 0, notes: 0 };
  for (const issue of issues) for (const problem of issue.problems) counts[problem] += 1;
  return counts;
}
