import { isSumLine } from './autocal.ts';
import { addCents, type Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';

// The award split by line (issue 29): which supplier wins which entry line of the bill of quantities,
// at which amount, and the totals. The server checks who submitted; this decides the lines.
//
// - An entry line (not a header, not a sum line) may be awarded; a header or a sum line never is.
// - A line is awarded at the amount the supplier quoted it: the discounted line amount, else the line
//   total (as the comparison's `discounttotal` adds them up; not the amount recomputed at the buyer's
//   quantity that the comparison ranks on), so the award totals what the supplier will invoice.
// - A part with seqnos gives exactly those lines; each must be an entry line the supplier priced.
// - A part without seqnos (the whole tender) gives every entry line the supplier priced, except the lines
//   another part names with seqnos. Two such parts that both priced a line not named elsewhere claim it
//   twice: refused, the buyer must say who wins it.
// - No line is ever given twice; an award that gives no line at all is refused.

/** A line of the RFQ's bill of quantities. */
export interface AwardableLine {
  seqno: number;
  header: boolean;
  autocal: string;
}

/** One line of a quotation (amounts as stored; null when not priced). */
export interface AwardQuotedLine {
  seqno: number;
  totallineamount: string | null;
  disclineamt: string | null;
}

/** A submitted quotation: its key (the tender number), its supplier's code and its lines. */
export interface AwardBidder {
  key: string;
  code: string;
  lines: readonly AwardQuotedLine[];
}

/** One part of the buyer's award: a supplier and the lines it wins (none: the whole tender). */
export interface AwardPart {
  code: string;
  seqnos?: readonly number[];
}

/** One awarded line: to which quotation, at which amount (2 decimals). */
export interface AwardedLine {
  seqno: number;
  key: string;
  code: string;
  amount: string;
}

/** One supplier's share: its lines (by seqno) and their total. */
export interface AwardedSupplier {
  code: string;
  seqnos: number[];
  total: string;
}

export interface AwardPlan {
  /** Every awarded line, by seqno. */
  lines: AwardedLine[];
  /** The suppliers with at least one line, in the order the parts name them. */
  suppliers: AwardedSupplier[];
  total: string;
}

export type AwardPlanRefusal =
  | { kind: 'unknown-supplier'; code: string }
  | { kind: 'twice'; seqno: number }
  | { kind: 'not-awardable'; seqno: number; code: string }
  | { kind: 'nothing' };

export type AwardPlanResult = { ok: true; plan: AwardPlan } | { ok: false; refusal: AwardPlanRefusal };

/** The amount a supplier quoted a line at: the discounted amount, else the total; null when unpriced. */
export function awardAmount(line: AwardQuotedLine | undefined): Cents | null {
  if (!line) return null;
  return parseCents(line.disclineamt) ?? parseCents(line.totallineamount);
}

/** The entry lines a supplier priced, each with the quotation that priced it first (by key order given). */
function pricedBy(bidders: readonly AwardBidder[], entry: ReadonlySet<number>) {
  const byCode = new Map<string, Map<number, { key: string; amount: Cents }>>();
  for (const bidder of bidders) {
    let mine = byCode.get(bidder.code);
    if (!mine) {
      mine = new Map();
      byCode.set(bidder.code, mine);
    }
    for (const line of bidder.lines) {
      const amount = awardAmount(line);
      if (amount === null || !entry.has(line.seqno) || mine.has(line.seqno)) continue;
      mine.set(line.seqno, { key: bidder.key, amount });
    }
  }
  return byCode;
}

/**
 * Plans the award of `parts` over the RFQ's `lines` and the submitted quotations `bidders`, or says why
 * it is refused (the first reason found: an unknown supplier, then the named lines, then the whole-tender
 * parts, then nothing awarded). A supplier named twice has its parts joined.
 */
export function planAward(
  lines: readonly AwardableLine[],
  bidders: readonly AwardBidder[],
  parts: readonly AwardPart[],
): AwardPlanResult {
  const entry = new Set(lines.filter((line) => !line.header && !isSumLine(line.autocal)).map((l) => l.seqno));
  const priced = pricedBy(bidders, entry);
  for (const part of parts) {
    if (!priced.has(part.code)) return { ok: false, refusal: { kind: 'unknown-supplier', code: part.code } };
  }
  const winner = new Map<number, string>();
  // Lines named with seqnos: each once, each an entry line the supplier priced.
  for (const part of parts) {
    for (const seqno of part.seqnos ?? []) {
      if (winner.has(seqno)) return { ok: false, refusal: { kind: 'twice', seqno } };
      if (!priced.get(part.code)?.has(seqno)) {
        return { ok: false, refusal: { kind: 'not-awardable', seqno, code: part.code } };
      }
      winner.set(seqno, part.code);
    }
  }
  // Whole-tender parts: every priced entry line not named by another part.
  const named = new Set(winner.keys());
  const whole = [...new Set(parts.filter((part) => part.seqnos === undefined).map((part) => part.code))];
  const claimed = new Map<number, string>();
  for (const seqno of [...entry].sort((a, b) => a - b)) {
    if (named.has(seqno)) continue;
    for (const code of whole) {
      if (!priced.get(code)?.has(seqno)) continue;
      if (claimed.has(seqno)) return { ok: false, refusal: { kind: 'twice', seqno } };
      claimed.set(seqno, code);
    }
  }
  for (const [seqno, code] of claimed) winner.set(seqno, code);
  if (winner.size === 0) return { ok: false, refusal: { kind: 'nothing' } };

  const awarded: AwardedLine[] = [];
  const shares = new Map<string, { seqnos: number[]; total: Cents }>();
  for (const part of parts) if (!shares.has(part.code)) shares.set(part.code, { seqnos: [], total: 0 });
  let total: Cents = 0;
  for (const seqno of [...winner.keys()].sort((a, b) => a - b)) {
    const code = winner.get(seqno) as string;
    const quoted = priced.get(code)?.get(seqno) as { key: string; amount: Cents };
    const share = shares.get(code) as { seqnos: number[]; total: Cents };
    share.seqnos.push(seqno);
    share.total = addCents(share.total, quoted.amount);
    total = addCents(total, quoted.amount);
    awarded.push({ seqno, key: quoted.key, code, amount: centsToText(quoted.amount) });
  }
  const suppliers = [...shares]
    .filter(([, share]) => share.seqnos.length > 0)
    .map(([code, share]) => ({ code, seqnos: share.seqnos, total: centsToText(share.total) }));
  return { ok: true, plan: { lines: awarded, suppliers, total: centsToText(total) } };
}

/** The exact sum of amounts (decimal text, 2 decimals). */
export function sumAmounts(amounts: readonly (string | null)[]): string {
  let total: Cents = 0;
  for (const amount of amounts) total = addCents(total, parseCents(amount) ?? 0);
  return centsToText(total);
}

/** Whether a total is at or above the approval threshold (exact, both decimal text). */
export function needsApproval(total: string, threshold: string): boolean {
  const amount = parseCents(total) ?? 0;
  const limit = parseCents(threshold) ?? 0;
  return !(amount < limit);
}

/** A justification long enough: at least 10 characters once trimmed (5600017 otherwise). */
export const JUSTIFICATION_MIN_LENGTH = 10;

export function isJustified(text: string | null | undefined): boolean {
  return [...(text ?? '').trim()].length >= JUSTIFICATION_MIN_LENGTH;
}
