import type { BuyerAwardPart, Tabulation, TabulationLine } from '@tender/api-contract';
import {
  addCents,
  needsApproval as approvalNeeded,
  bestRanked,
  type Cents,
  centsToText,
  isJustified,
  isSumLine,
  parseCents,
} from '@tender/domain';

/** An award's justification needs at least this many characters once trimmed (the server's 5600017). */
export { JUSTIFICATION_MIN_LENGTH } from '@tender/domain';

/** One supplier's priced amount on a line: what awarding the line to it would add to the award. */
export interface AwardChoice {
  suppliercode: string;
  /** The supplier's amount of the line as quoted (its discounted line amount), canonical text. */
  amount: string;
  lowest: boolean;
  /** Already awarded to it (a pending or final award). */
  awarded: boolean;
}

/** An entry line some supplier priced: the buyer gives it to one of them, or to nobody. */
export interface AwardableLine {
  seqno: number;
  description: string;
  choices: AwardChoice[];
}

/** The buyer's pick per line: seqno -> supplier code, or null for a line left unawarded. */
export type AwardPlan = ReadonlyMap<number, string | null>;

function lineAmount(price: TabulationLine['prices'][number]): string | null {
  if (price.unpriced) return null;
  return price.disclineamt ?? price.totallineamount;
}

/** The entry lines (not headers, not sum lines) with at least one priced amount, in the table's order. */
export function awardableLines(tabulation: Pick<Tabulation, 'lines'>): AwardableLine[] {
  const lines: AwardableLine[] = [];
  for (const line of tabulation.lines) {
    if (line.header || isSumLine(line.autocal)) continue;
    const choices: AwardChoice[] = [];
    for (const price of line.prices) {
      const amount = lineAmount(price);
      if (amount === null || parseCents(amount) === null) continue;
      choices.push({
        suppliercode: price.suppliercode,
        amount,
        lowest: price.lowest,
        awarded: price.awarded,
      });
    }
    if (choices.length > 0) lines.push({ seqno: line.seqno, description: line.description, choices });
  }
  return lines;
}

function compareCents(left: Cents, right: Cents): number {
  const difference = BigInt(left) - BigInt(right);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** The lowest choice of a line: the one the comparison marks lowest, else the smallest amount (first on a tie). */
function lowestChoice(line: AwardableLine): AwardChoice | undefined {
  const marked = line.choices.find((choice) => choice.lowest);
  if (marked) return marked;
  let best: AwardChoice | undefined;
  for (const choice of line.choices) {
    if (!best || compareCents(parseCents(choice.amount) ?? 0, parseCents(best.amount) ?? 0) < 0)
      best = choice;
  }
  return best;
}

/**
 * The plan the dialog opens with: each line to the supplier it is already awarded to (an award being
 * re-proposed), else, when the tender is ranked on criteria (issue 33), to the best ranked supplier on
 * every line it priced, else to its lowest priced supplier.
 */
export function initialPlan(
  lines: readonly AwardableLine[],
  bestRanked?: string,
): Map<number, string | null> {
  const plan = new Map<number, string | null>();
  for (const line of lines) {
    const chosen =
      line.choices.find((choice) => choice.awarded) ??
      (bestRanked === undefined
        ? undefined
        : line.choices.find((choice) => choice.suppliercode === bestRanked)) ??
      lowestChoice(line);
    plan.set(line.seqno, chosen?.suppliercode ?? null);
  }
  return plan;
}

/** "Give all to": every line the supplier priced goes to it; the lines it did not price stay as they were. */
export function giveAllTo(
  plan: AwardPlan,
  lines: readonly AwardableLine[],
  suppliercode: string,
): Map<number, string | null> {
  const next = new Map(plan);
  for (const line of lines) {
    if (line.choices.some((choice) => choice.suppliercode === suppliercode))
      next.set(line.seqno, suppliercode);
  }
  return next;
}

/** What the plan awards: each supplier's lines and total (exact, to the cent), and the overall total. */
export interface AwardTotals {
  suppliers: { suppliercode: string; seqnos: number[]; total: string }[];
  total: string;
  lines: number;
}

export function awardTotals(plan: AwardPlan, lines: readonly AwardableLine[]): AwardTotals {
  const bySupplier = new Map<string, { seqnos: number[]; cents: Cents }>();
  let overall: Cents = 0;
  let count = 0;
  for (const line of lines) {
    const code = plan.get(line.seqno);
    const choice = code ? line.choices.find((c) => c.suppliercode === code) : undefined;
    if (!choice) continue;
    const cents = parseCents(choice.amount) ?? 0;
    const entry = bySupplier.get(choice.suppliercode) ?? { seqnos: [], cents: 0 };
    entry.seqnos.push(line.seqno);
    entry.cents = addCents(entry.cents, cents);
    bySupplier.set(choice.suppliercode, entry);
    overall = addCents(overall, cents);
    count += 1;
  }
  return {
    suppliers: [...bySupplier].map(([suppliercode, entry]) => ({
      suppliercode,
      seqnos: entry.seqnos,
      total: centsToText(entry.cents),
    })),
    total: centsToText(overall),
    lines: count,
  };
}

/** The lines the plan gives to a supplier other than the line's lowest (allowed, but said). */
export function linesNotLowest(plan: AwardPlan, lines: readonly AwardableLine[]): number[] {
  const found: number[] = [];
  for (const line of lines) {
    const code = plan.get(line.seqno);
    if (!code) continue;
    const lowest = lowestChoice(line);
    const chosen = line.choices.find((choice) => choice.suppliercode === code);
    if (
      lowest &&
      chosen &&
      compareCents(parseCents(chosen.amount) ?? 0, parseCents(lowest.amount) ?? 0) > 0
    ) {
      found.push(line.seqno);
    }
  }
  return found;
}

/** At or above the site's threshold an award waits for an approver (issue 29). */
export function needsApproval(total: string, threshold: string | null): boolean {
  return threshold !== null && parseCents(total) !== null && approvalNeeded(total, threshold);
}

/** Whether a justification is still too short: the domain's rule, which the server applies too. */
export function isJustificationShort(text: string): boolean {
  return !isJustified(text);
}

/**
 * The best ranked supplier of a tender ranked on criteria (the first of equal bests), or undefined
 * without criteria or before every quotation is scored: the award then preselects the lowest, as before.
 */
export function bestRankedOf(tabulation: Pick<Tabulation, 'suppliers'> | undefined): string | undefined {
  return bestRanked(
    (tabulation?.suppliers ?? []).map((s) => ({ code: s.suppliercode, rank: s.scoring?.rank ?? null })),
  );
}

/** The award request's parts: one per supplier with lines, its lines in order. */
export function awardParts(totals: AwardTotals): BuyerAwardPart[] {
  return totals.suppliers.map((s) => ({
    suppliercode: s.suppliercode,
    seqnos: [...s.seqnos].sort((a, b) => a - b),
  }));
}
