import type { BuyerLine, ImportLine } from '@tender/api-contract';
import { BOQ_LINE_FIELDS } from '@tender/domain';
import {
  AMENDED_RFQ_FIELDS,
  type AmendedRfqField,
  type AmendedValue,
  type AmendmentChange,
} from '../notifications/index.ts';
import type { RfqColumns } from './rfq-fields.ts';
import { decimalKey } from './rfq-lines.ts';

// What an amendment changed, field by field, as its mail lists it (issue 35, item 15): the RFQ's own
// fields and each line's definition, old -> new, and the lines added or removed. Only what the buyer
// writes: a line's fields are the bill of quantities' (BOQ_LINE_FIELDS), never a supplier's price, so the
// list is the same for every invited supplier and holds nothing sealed.

export type AmendedRfq = Record<AmendedRfqField, string | boolean | Date | null>;

/** The amended fields of an RFQ row or of a save's columns. */
export function amendedRfq(row: Pick<RfqColumns, AmendedRfqField>): AmendedRfq {
  return Object.fromEntries(AMENDED_RFQ_FIELDS.map((field) => [field, row[field]])) as AmendedRfq;
}

type AmendedLineField = (typeof BOQ_LINE_FIELDS)[number];

const DECIMAL_FIELDS: ReadonlySet<AmendedLineField> = new Set(['quantity', 'disc']);

function sameValue(a: AmendedValue, b: AmendedValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

/** One field of a line as compared and shown: a decimal as its value ('2.50' is 2.5), '' as nothing. */
function lineValue(line: ImportLine | BuyerLine, field: AmendedLineField): AmendedValue {
  const value = (line as Record<string, unknown>)[field];
  if (DECIMAL_FIELDS.has(field)) return decimalKey(value as string | null | undefined) || null;
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) {
    // An absent flag of the import format is false, an absent text empty (line-values.ts).
    return ['bold', 'underline', 'header', 'required', 'qtyrequired', 'totalamountreq', 'neednotes'].includes(
      field,
    )
      ? false
      : null;
  }
  return String(value) === '' ? null : String(value);
}

/**
 * The changes from `before` to `after`: the RFQ's fields in AMENDED_RFQ_FIELDS order, then the lines by
 * seqno (each changed field of a kept line, or the line added or removed), then the attachments and the
 * site inspections when `also` says they changed.
 */
export function amendmentChanges(
  before: { rfq: AmendedRfq; lines: readonly BuyerLine[] },
  after: { rfq: AmendedRfq; lines: readonly ImportLine[] },
  also: { documents: boolean; siteinspections: boolean },
): AmendmentChange[] {
  const changes: AmendmentChange[] = [];
  for (const field of AMENDED_RFQ_FIELDS) {
    const from = before.rfq[field] === '' ? null : before.rfq[field];
    const to = after.rfq[field] === '' ? null : after.rfq[field];
    if (!sameValue(from, to)) changes.push({ kind: 'field', field, from, to });
  }
  const old = new Map(before.lines.map((line) => [line.seqno, line]));
  const next = new Map(after.lines.map((line) => [line.seqno, line]));
  const seqnos = [...new Set([...old.keys(), ...next.keys()])].sort((a, b) => a - b);
  for (const seqno of seqnos) {
    const was = old.get(seqno);
    const is = next.get(seqno);
    if (!was && is) changes.push({ kind: 'lineAdded', seqno, description: is.description });
    else if (was && !is) changes.push({ kind: 'lineRemoved', seqno, description: was.description });
    else if (was && is) {
      for (const field of BOQ_LINE_FIELDS) {
        const from = lineValue(was, field);
        const to = lineValue(is, field);
        if (!sameValue(from, to)) changes.push({ kind: 'line', seqno, field, from, to });
      }
    }
  }
  if (also.documents) changes.push({ kind: 'documents' });
  if (also.siteinspections) changes.push({ kind: 'siteinspections' });
  return changes;
}
