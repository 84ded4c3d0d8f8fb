import { isQuantityTimesPrice, parseAutocal } from './autocal.ts';
import { AutocalCycleError } from './autocal-cycle-error.ts';
import { addCents, type Cents, isZeroCents, multiplyCents, percentOfCents } from './cents.ts';
import { centsToText, parseCanonicalCents, parseCents } from './cents-text.ts';
import type { LineAmounts, LineInput } from './line-types.ts';

const DEFAULT_DISC_CENTS = 10_000;
const DEFAULT_DISC = '100.00';
// Visit states of the sum-line walk; 0 (the Uint8Array default) means not visited yet.
const VISITING = 1;
const DONE = 2;

// Each input field is read exactly once: callers may hand in objects of many hidden classes (e.g. made
// by object spread), where every property read is slow, so everything later works on these arrays.
interface Working {
  seqnos: number[];
  headers: Uint8Array;
  quantities: (string | null)[];
  prices: (string | null)[];
  discs: (string | null)[];
  totals: (Cents | null)[];
  discounted: (Cents | null)[];
  sumParts: (number[] | null)[];
  state: Uint8Array;
  indexBySeqno: Map<number, number>;
}

/**
 * Computes every line's amounts (spec 5): total = quantity x unit price for autocal 'Y' lines that
 * require a total, sum lines add up the lines they list, disclineamt = total x disc / 100; all rounded
 * half-up to 2 decimals. Throws {@link AutocalCycleError} when sum lines list each other in a circle.
 */
export function calculateLines(lines: readonly LineInput[]): LineAmounts[] {
  const count = lines.length;
  const work: Working = {
    seqnos: new Array<number>(count).fill(0),
    headers: new Uint8Array(count),
    quantities: new Array<string | null>(count).fill(null),
    prices: new Array<string | null>(count).fill(null),
    discs: new Array<string | null>(count).fill(DEFAULT_DISC),
    totals: new Array<Cents | null>(count).fill(null),
    discounted: new Array<Cents | null>(count).fill(null),
    sumParts: new Array<number[] | null>(count).fill(null),
    state: new Uint8Array(count),
    indexBySeqno: new Map(),
  };
  for (let index = 0; index < count; index += 1) readLine(work, lines[index]!, index);
  for (let index = 0; index < count; index += 1) {
    if (work.sumParts[index]) resolveSum(work, index);
  }
  const amounts = new Array<LineAmounts>(count);
  for (let index = 0; index < count; index += 1) amounts[index] = toAmounts(work, index);
  return amounts;
}

function readLine(work: Working, line: LineInput, index: number): void {
  const seqno = line.seqno;
  work.seqnos[index] = seqno;
  work.indexBySeqno.set(seqno, index);
  if (line.header) {
    work.headers[index] = 1;
    return;
  }
  const quantity = readAmount(line.quantity, work.quantities, index);
  const price = readAmount(line.unitprice, work.prices, index);
  let disc = readAmount(line.disc, work.discs, index);
  // A disc of 0 means "not given", not "free": the spec defaults both empty and 0 to 100.
  if (disc === null || isZeroCents(disc)) {
    disc = DEFAULT_DISC_CENTS;
    work.discs[index] = DEFAULT_DISC;
  }
  const autocal = line.autocal;
  const parts = parseAutocal(autocal);
  if (parts) {
    work.sumParts[index] = parts;
    return;
  }
  const total =
    line.totalamountreq && isQuantityTimesPrice(autocal)
      ? productOrNull(quantity, price)
      : parseCents(line.totallineamount);
  work.totals[index] = total;
  work.discounted[index] = total === null ? null : percentOfCents(total, disc);
  work.state[index] = DONE;
}

// Parses an input amount once and stores its normalised text; canonical input is stored as it is.
function readAmount(text: string | null, normalised: (string | null)[], index: number): Cents | null {
  const canonical = parseCanonicalCents(text);
  if (canonical !== undefined) {
    normalised[index] = text;
    return canonical;
  }
  const cents = parseCents(text);
  normalised[index] = cents === null ? null : centsToText(cents);
  return cents;
}

function productOrNull(quantity: Cents | null, price: Cents | null): Cents | null {
  return quantity === null || price === null ? null : multiplyCents(quantity, price);
}

// Depth-first with an explicit stack (a chain of thousands of subtotals must not overflow the call
// stack); the stack is also the path that names a cycle. Each sum line is added up exactly once.
function resolveSum(work: Working, root: number): void {
  if (work.state[root] === DONE) return;
  const path = [root];
  const nextPart = [0];
  work.state[root] = VISITING;
  while (path.length > 0) {
    const top = path.length - 1;
    const index = path[top]!;
    const parts = work.sumParts[index]!;
    const position = nextPart[top]!;
    if (position === parts.length) {
      addUpParts(work, index);
      path.pop();
      nextPart.pop();
      continue;
    }
    nextPart[top] = position + 1;
    const part = work.indexBySeqno.get(parts[position]!);
    // Entry lines are done already; headers carry no sum parts and are skipped when adding up.
    if (part === undefined || !work.sumParts[part] || work.state[part] === DONE) continue;
    if (work.state[part] === VISITING) {
      const cycle = path.slice(path.indexOf(part)).concat(part);
      throw new AutocalCycleError(cycle.map((at) => work.seqnos[at]!));
    }
    work.state[part] = VISITING;
    path.push(part);
    nextPart.push(0);
  }
}

function addUpParts(work: Working, index: number): void {
  let total: Cents | null = null;
  let discounted: Cents | null = null;
  for (const seqno of work.sumParts[index]!) {
    const part = work.indexBySeqno.get(seqno);
    if (part === undefined || work.headers[part] === 1) continue;
    total = plusPresent(total, work.totals[part]);
    discounted = plusPresent(discounted, work.discounted[part]);
  }
  work.totals[index] = total;
  work.discounted[index] = discounted;
  work.state[index] = DONE;
}

// A sum stays null until one of its parts has an amount: missing amounts are not zeros.
function plusPresent(sum: Cents | null, part: Cents | null | undefined): Cents | null {
  if (part == null) return sum;
  return sum === null ? part : addCents(sum, part);
}

function toAmounts(work: Working, index: number): LineAmounts {
  const total = work.totals[index];
  const discounted = work.discounted[index];
  const totalText = textOrNull(total);
  return {
    seqno: work.seqnos[index]!,
    quantity: work.quantities[index] ?? null,
    unitprice: work.prices[index] ?? null,
    totallineamount: totalText,
    disc: work.discs[index] ?? DEFAULT_DISC,
    // With the default 100% the discount amount is the total: reuse its text.
    disclineamt: discounted === total ? totalText : textOrNull(discounted),
  };
}

function textOrNull(cents: Cents | null | undefined): string | null {
  return cents == null ? null : centsToText(cents);
}
