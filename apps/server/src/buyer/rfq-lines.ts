import type { BuyerLine, ImportLine } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { type BuyerQuantities, lineDefinition, syncRfqLines, syncTenderLines } from '../import/index.ts';
import {
  firstInvitationId,
  listInvitationLineDefinitions,
  listRfqLineDefinitions,
} from './rfq-line-repository.ts';

// The buyer's copy of the bill of quantities (rfq_line) and the copies in each invitation (udztb_line).
// Invitations are made and amended with the importer's own syncTenderLines, so the two ways in agree:
// definitions follow the RFQ, each supplier's prices stay by seqno, every amount is recomputed.

/** Makes the RFQ's lines exactly `lines` (inside the caller's transaction), as the importer does. */
export async function replaceRfqLines(trx: Db, rfqId: number, lines: readonly ImportLine[]): Promise<void> {
  await syncRfqLines(trx, rfqId, lines);
}

/**
 * The RFQ's lines as the buyer sees them: its rfq_line rows or, for an RFQ imported before it had any,
 * the definitions of its first invitation's lines, never a price.
 */
export async function readRfqLines(db: Db, rfqId: number): Promise<BuyerLine[]> {
  const own = await listRfqLineDefinitions(db, rfqId);
  if (own.length > 0) return own;
  const first = await firstInvitationId(db, rfqId);
  if (first === undefined) return [];
  return listInvitationLineDefinitions(db, first);
}

/** Stored lines as the import format's lines, for syncTenderLines and the BOQ checks. */
export function asImportLines(lines: readonly BuyerLine[]): ImportLine[] {
  // A stored line is the import format's line: its seqno and the definition (BOQ_LINE_FIELDS).
  return lines.map((line) => ({ ...line }));
}

/** A decimal's value as comparable text: '2', '2.0' and '2.00' are one value; null and '' none. */
export function decimalKey(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = String(value).trim();
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1);
  let [whole = '', fraction = ''] = text.split('.');
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const key = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && key !== '0' ? `-${key}` : key;
}

/** One line's definition as comparable text. */
function lineKey(line: ImportLine | BuyerLine): string {
  const def = lineDefinition(line as ImportLine);
  return JSON.stringify([
    ...Object.values(def),
    decimalKey(line.quantity as string | null),
    decimalKey(line.disc as string | null),
  ]);
}

/** Whether two bills of quantities differ in any definition (order by seqno is ignored). */
export function linesDiffer(before: readonly BuyerLine[], after: readonly ImportLine[]): boolean {
  if (before.length !== after.length) return true;
  const keys = new Set(before.map(lineKey));
  return after.some((line) => !keys.has(lineKey(line)));
}

/** The buyer's quantities of `lines` by seqno, as syncInvitationLines compares them. */
export function buyerQuantities(lines: readonly BuyerLine[]): BuyerQuantities {
  return new Map(lines.map((line) => [line.seqno, line.quantity]));
}

/**
 * Gives the invitation the RFQ's lines (prices kept by seqno, amounts recomputed, what changed marked);
 * `before`, the RFQ's lines before an amendment, tells a supplier's own quantity from the buyer's former one.
 */
export async function syncInvitationLines(
  trx: Db,
  udztbId: number,
  rfqId: number,
  lines: ImportLine[],
  before?: BuyerQuantities,
): Promise<void> {
  await syncTenderLines(trx, udztbId, rfqId, lines, undefined, before);
}
