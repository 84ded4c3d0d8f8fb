import {
  AMOUNT_INTEGER_DIGITS,
  AutocalCycleError,
  calculateLines,
  checkLineField,
  DEFAULT_DISCOUNT_RATE,
  defaultQuantityOnSave,
  isBlankAmount,
  isLineQuantityEditable,
  isQuantityTimesPrice,
  isSumLine,
  LINE_ISSUE_LIST_MAX,
  type LineEntryField,
  type LineFieldProblem,
  normalizeAmount,
} from '@tender/domain';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { StoredLine } from './tender-line-repository.ts';

/** One line as the supplier sent it; an absent field (undefined) keeps the stored value. */
export interface LineEntryInput {
  seqno: number;
  quantity?: string | null;
  unitprice?: string | null;
  totallineamount?: string | null;
  disc?: string | null;
  linenotes?: string | null;
}

/** Which fields the supplier may change, from the domain's supplierDetailControls (spec 4.3). */
export interface EntryRights {
  quantityEditable: boolean;
  priceEditable: boolean;
  discountEditable: boolean;
  notesEditable: boolean;
}

export interface PricedLines {
  /** Every line with its recomputed amounts, ordered as stored. */
  lines: StoredLine[];
  /** The lines whose stored values change. */
  changed: StoredLine[];
}

type AmountField = LineEntryField;

/** A typed value refused in its cell: which line, which field, and why (domain checkLineField). */
export interface RefusedCell {
  seqno: number;
  field: AmountField;
  problem: LineFieldProblem;
}

/**
 * How a save treats what it cannot use. A supplier's draft (the grid mirrors every line back) ignores
 * values on header lines; a paper quote typed in by staff is complete by definition, so a value on a
 * header is a typing mistake and a missing value is refused.
 */
export type PricingMode = 'draft' | 'paper';

const STORED_FIELDS = ['quantity', 'unitprice', 'totallineamount', 'disc', 'disclineamt'] as const;

function fitsColumn(value: string | null, field: AmountField | 'disclineamt'): boolean {
  if (value === null) return true;
  const whole = value.replace('-', '').split('.')[0] ?? '';
  return whole.length <= AMOUNT_INTEGER_DIGITS[field];
}

// Values compare by what they mean, so a client echoing an untouched field ('100' for an empty
// discount, '1' for an empty quantity, '1,200.5' for '1200.5') is not mistaken for an edit.
function effective(field: AmountField, value: string | null | undefined, line: StoredLine): string | null {
  if (field === 'quantity') {
    return isBlankAmount(value) ? defaultQuantityOnSave(null, line.qtyrequired) : normalizeAmount(value);
  }
  if (field === 'disc') {
    const rate = normalizeAmount(value);
    return rate === null || rate === '0.00' ? normalizeAmount(DEFAULT_DISCOUNT_RATE) : rate;
  }
  return normalizeAmount(value);
}

function badRequest(detail: string): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, undefined, { detail });
}

/**
 * LINES_INVALID naming the lines (spec 5 alert): `data.seqnos` holds them all, the message at most
 * LINE_ISSUE_LIST_MAX of them and how many more, so 2,000 lines never make a 10,000-character alert.
 */
export function linesInvalid(seqnos: Iterable<number>, data: Record<string, unknown> = {}): AppError {
  const sorted = [...new Set(seqnos)].sort((a, b) => a - b);
  const listed = sorted.slice(0, LINE_ISSUE_LIST_MAX).join(', ');
  const more = sorted.length > LINE_ISSUE_LIST_MAX ? String(sorted.length - LINE_ISSUE_LIST_MAX) : '';
  return new AppError(ErrorCode.LINES_INVALID, { seqnos: sorted, ...data }, { seqnos: listed, more });
}

function refusedCells(cells: RefusedCell[]): AppError {
  return linesInvalid(
    cells.map((cell) => cell.seqno),
    { cells },
  );
}

function hasAnyValue(entry: LineEntryInput): boolean {
  return (
    !isBlankAmount(entry.quantity) ||
    !isBlankAmount(entry.unitprice) ||
    !isBlankAmount(entry.totallineamount) ||
    !isBlankAmount(entry.disc) ||
    !isBlankAmount(entry.linenotes)
  );
}

/** Whether the line's total is quantity x price (so a total the client sends is ignored). */
function computesTotal(line: StoredLine): boolean {
  return line.totalamountreq && isQuantityTimesPrice(line.autocal);
}

/**
 * Applies the supplier's entries to the stored lines and recomputes every amount with the domain's
 * calculateLines. Any subset of lines may be sent and nothing needs to be complete: a draft is stored
 * as it is (the submission checks completeness). Ignored: values on header lines (in a draft), amounts
 * on sum lines, client totals of computed lines and every discount amount. A blank quantity becomes 1
 * except on a qtyrequired line. Throws BAD_REQUEST for an unknown or repeated seqno and an edit of a
 * field the tender does not allow (a quantity only where the buyer left it to the supplier), and LINES_INVALID with `data.cells` for malformed values.
 */
export function priceLines(
  stored: readonly StoredLine[],
  entries: readonly LineEntryInput[],
  rights: EntryRights,
  mode: PricingMode = 'draft',
): PricedLines {
  const indexBySeqno = new Map(stored.map((line, index) => [line.seqno, index]));
  const lines = stored.map((line) => ({ ...line }));
  const seen = new Set<number>();
  const refused: RefusedCell[] = [];

  for (const entry of entries) {
    if (seen.has(entry.seqno)) throw badRequest(`seqno ${entry.seqno} is sent twice`);
    seen.add(entry.seqno);
    const index = indexBySeqno.get(entry.seqno);
    if (index === undefined) throw badRequest(`seqno ${entry.seqno} is not a line of this tender`);
    const line = lines[index] as StoredLine;
    if (line.header) {
      if (mode === 'paper' && hasAnyValue(entry)) throw badRequest(`seqno ${entry.seqno} is a header line`);
      continue;
    }
    if (entry.linenotes !== undefined && (entry.linenotes ?? '') !== line.linenotes) {
      if (!rights.notesEditable) throw badRequest(`seqno ${entry.seqno}: linenotes cannot be changed`);
      line.linenotes = entry.linenotes ?? '';
    }
    // A sum line's amounts are computed from the lines it lists: nothing typed on it is kept.
    if (isSumLine(line.autocal)) continue;
    const fields: [AmountField, boolean][] = [
      // The buyer's quantity stands except where it was left to the supplier (issue 28).
      ['quantity', isLineQuantityEditable(line, rights.quantityEditable)],
      ['unitprice', rights.priceEditable],
      ['disc', rights.discountEditable],
    ];
    if (!computesTotal(line)) fields.push(['totallineamount', rights.priceEditable]);
    for (const [field, editable] of fields) {
      const value = entry[field];
      if (value === undefined) continue;
      const problem = checkLineField(field, value);
      if (problem !== null) {
        refused.push({ seqno: entry.seqno, field, problem });
        continue;
      }
      if (effective(field, value, line) === effective(field, line[field], line)) continue;
      if (!editable) throw badRequest(`seqno ${entry.seqno}: ${field} cannot be changed`);
      line[field] = isBlankAmount(value) ? null : (value as string).trim().replaceAll(',', '');
    }
  }
  if (refused.length > 0) throw refusedCells(refused);
  return recompute(stored, lines);
}

function recompute(stored: readonly StoredLine[], lines: StoredLine[]): PricedLines {
  for (const line of lines) {
    if (!line.header && !isSumLine(line.autocal)) {
      line.quantity = defaultQuantityOnSave(line.quantity, line.qtyrequired);
    }
  }
  let amounts: ReturnType<typeof calculateLines>;
  try {
    amounts = calculateLines(lines);
  } catch (error) {
    if (error instanceof AutocalCycleError) throw linesInvalid(error.seqnos);
    throw error;
  }
  const tooLarge: RefusedCell[] = [];
  amounts.forEach((amount, index) => {
    const line = lines[index] as StoredLine;
    if (line.header) return;
    line.quantity = amount.quantity;
    line.unitprice = amount.unitprice;
    line.totallineamount = amount.totallineamount;
    line.disc = amount.disc;
    line.disclineamt = amount.disclineamt;
    // A discount amount never exceeds its total (the rate is at most 100), so the total names the cell.
    const field = STORED_FIELDS.find((name) => !fitsColumn(line[name], name));
    if (field) {
      tooLarge.push({
        seqno: line.seqno,
        field: field === 'disclineamt' ? 'totallineamount' : field,
        problem: 'too-large',
      });
    }
  });
  if (tooLarge.length > 0) throw refusedCells(tooLarge);
  const changed = lines.filter((line, index) => valuesDiffer(line, stored[index] as StoredLine));
  return { lines, changed };
}

function valuesDiffer(a: StoredLine, b: StoredLine): boolean {
  return (
    a.quantity !== b.quantity ||
    a.unitprice !== b.unitprice ||
    a.totallineamount !== b.totallineamount ||
    a.disc !== b.disc ||
    a.disclineamt !== b.disclineamt ||
    a.linenotes !== b.linenotes
  );
}
