import {
  AutocalCycleError,
  calculateLines,
  DEFAULT_DISCOUNT_RATE,
  defaultQuantityOnSave,
  findFlaggedLines,
  findLinesMissingAmounts,
  isBlankAmount,
  isQuantityTimesPrice,
  isSumLine,
  type LineEntry,
  normalizeAmount,
  validateLineEntry,
} from '@tender/domain';
import { AppError, ErrorCode } from '../http/app-error.ts';
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

type AmountField = 'quantity' | 'unitprice' | 'totallineamount' | 'disc';

// Integer digits the numeric columns hold (numeric(18,2), numeric(20,2), numeric(7,2)): a larger value
// is refused as a line error instead of failing in the database.
const INTEGER_DIGITS: Record<AmountField | 'disclineamt', number> = {
  quantity: 16,
  unitprice: 16,
  totallineamount: 18,
  disc: 5,
  disclineamt: 18,
};

function fitsColumn(value: string | null, field: AmountField | 'disclineamt'): boolean {
  if (value === null) return true;
  const whole = value.replace('-', '').split('.')[0] ?? '';
  return whole.length <= INTEGER_DIGITS[field];
}

// Values compare by what they mean, so a client echoing an untouched field ('100' for an empty
// discount, '1' for an empty quantity, '1,200.5' for '1200.50') is not mistaken for an edit.
const effective: Record<AmountField, (value: string | null | undefined) => string | null> = {
  quantity: (value) => (isBlankAmount(value) ? defaultQuantityOnSave(null) : normalizeAmount(value)),
  unitprice: normalizeAmount,
  totallineamount: normalizeAmount,
  disc: (value) => {
    const rate = normalizeAmount(value);
    return rate === null || rate === '0.00' ? normalizeAmount(DEFAULT_DISCOUNT_RATE) : rate;
  },
};

function badRequest(detail: string): AppError {
  return new AppError(ErrorCode.BAD_REQUEST, undefined, { detail });
}

/** Lines whose values break the rules, listed by seq number (spec 5 alert). */
export function linesInvalid(seqnos: Iterable<number>): AppError {
  const sorted = [...new Set(seqnos)].sort((a, b) => a - b);
  return new AppError(ErrorCode.LINES_INVALID, { seqnos: sorted }, { seqnos: sorted.join(', ') });
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
 * calculateLines: client totals of computed and sum lines and every discount amount are ignored; a
 * manual-total entry line keeps the entered total; an empty quantity becomes 1 (spec 5). Throws
 * BAD_REQUEST for an unknown or repeated seqno, values on a header line or an edit of a field the
 * tender does not allow, and LINES_INVALID (with the seq numbers) for values breaking spec 5.
 */
export function priceLines(
  stored: readonly StoredLine[],
  entries: readonly LineEntryInput[],
  rights: EntryRights,
): PricedLines {
  const indexBySeqno = new Map(stored.map((line, index) => [line.seqno, index]));
  const lines = stored.map((line) => ({ ...line }));
  const seen = new Set<number>();
  const invalid = new Set<number>();

  for (const entry of entries) {
    if (seen.has(entry.seqno)) throw badRequest(`seqno ${entry.seqno} is sent twice`);
    seen.add(entry.seqno);
    const index = indexBySeqno.get(entry.seqno);
    if (index === undefined) throw badRequest(`seqno ${entry.seqno} is not a line of this tender`);
    const line = lines[index] as StoredLine;
    if (line.header) {
      if (hasAnyValue(entry)) throw badRequest(`seqno ${entry.seqno} is a header line`);
      continue;
    }
    if (entry.linenotes !== undefined && (entry.linenotes ?? '') !== line.linenotes) {
      if (!rights.notesEditable) throw badRequest(`seqno ${entry.seqno}: linenotes cannot be changed`);
      line.linenotes = entry.linenotes ?? '';
    }
    // A sum line's amounts are computed from the lines it lists: nothing typed on it is kept.
    if (isSumLine(line.autocal)) continue;
    const fields: [AmountField, boolean][] = [
      ['quantity', rights.quantityEditable],
      ['unitprice', rights.priceEditable],
      ['disc', rights.discountEditable],
    ];
    if (!computesTotal(line)) fields.push(['totallineamount', rights.priceEditable]);
    const applied: LineEntry = {};
    for (const [field, editable] of fields) {
      const value = entry[field];
      if (value === undefined || effective[field](value) === effective[field](line[field])) continue;
      if (!editable) throw badRequest(`seqno ${entry.seqno}: ${field} cannot be changed`);
      line[field] = isBlankAmount(value) ? null : (value as string).trim();
      applied[field] = line[field];
    }
    if (validateLineEntry(applied).length > 0) invalid.add(entry.seqno);
  }
  if (invalid.size > 0) throw linesInvalid(invalid);
  return recompute(stored, lines);
}

function recompute(stored: readonly StoredLine[], lines: StoredLine[]): PricedLines {
  for (const line of lines) {
    if (!line.header && !isSumLine(line.autocal)) line.quantity = defaultQuantityOnSave(line.quantity);
  }
  let amounts: ReturnType<typeof calculateLines>;
  try {
    amounts = calculateLines(lines);
  } catch (error) {
    if (error instanceof AutocalCycleError) throw linesInvalid(error.seqnos);
    throw error;
  }
  const tooLarge: number[] = [];
  amounts.forEach((amount, index) => {
    const line = lines[index] as StoredLine;
    if (line.header) return;
    line.quantity = amount.quantity;
    line.unitprice = amount.unitprice;
    line.totallineamount = amount.totallineamount;
    line.disc = amount.disc;
    line.disclineamt = amount.disclineamt;
    const fields = ['quantity', 'unitprice', 'totallineamount', 'disc', 'disclineamt'] as const;
    if (!fields.every((field) => fitsColumn(line[field], field))) tooLarge.push(line.seqno);
  });
  const flagged = [...tooLarge, ...findFlaggedLines(lines), ...findLinesMissingAmounts(lines)];
  if (flagged.length > 0) throw linesInvalid(flagged);
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
