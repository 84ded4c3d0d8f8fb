import type { ImportLine, ImportPrice } from '@tender/api-contract';
import { BOQ_LINE_FIELDS, calculateLines, isLineQuantityEditable, normalizeAmount } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UdztbLineTable } from '../db/tables.ts';
import { LINE_COLUMNS, readLines } from '../tenders/index.ts';
import { insertedFlag, onlyChanged, writeChanged } from './changed-rows.ts';
import {
  applyPrice,
  decimalText,
  initialValues,
  type LineDefinition,
  type LineValues,
  lineDefinition,
  toLineInput,
} from './line-values.ts';

const COLUMNS = [...LINE_COLUMNS, 'changed_fields'] as const;

type StoredLine = LineDefinition & LineValues & { changed_fields: string[] };

/** The mark of a line an amendment added (in changed_fields, with the changed fields' names). */
export const NEW_LINE_MARK = 'new';

const sameDecimal = (a: string | null, b: string | null): boolean =>
  normalizeAmount(a) === normalizeAmount(b);

/** The buyer's quantities of the RFQ's lines before a change, by seqno (see syncTenderLines). */
export type BuyerQuantities = ReadonlyMap<number, string | null>;

/**
 * An existing line made the RFQ's `def` (issue 28, finding 5): the definition and the buyer's quantity
 * replace the stored ones, except the supplier's own quantity on a line whose quantity was and stays
 * theirs to set (qtyrequired): it stays unless it is still the buyer's former suggestion (`before`), which
 * the new one replaces. Prices, discount and notes stay. Answers the values and the fields marked as
 * changed: those still marked from an earlier amendment and those this one changes, in BOQ order.
 */
function amendedLine(
  old: StoredLine,
  def: LineDefinition,
  line: ImportLine,
  before: BuyerQuantities | undefined,
): { values: LineValues; changed: string[] } {
  const buyerQuantity = decimalText(line.quantity);
  const suppliers = isLineQuantityEditable(old, true) && isLineQuantityEditable(def, true);
  const untouched = before?.has(old.seqno) && sameDecimal(old.quantity, before.get(old.seqno) ?? null);
  const values: LineValues = { ...old, quantity: suppliers && !untouched ? old.quantity : buyerQuantity };
  const marks = new Set(old.changed_fields);
  for (const field of BOQ_LINE_FIELDS) {
    if (field === 'disc') continue;
    const differs =
      field === 'quantity' ? !sameDecimal(old.quantity, values.quantity) : old[field] !== def[field];
    if (differs) marks.add(field);
  }
  const changed = [...BOQ_LINE_FIELDS, NEW_LINE_MARK].filter((field) => marks.has(field));
  return { values, changed };
}

export interface LineCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

// The importer reads lines exactly as the tender screens do: one query, one shape.
const loadLines = (trx: Db, udztbId: number): Promise<StoredLine[]> => readLines(trx, udztbId);

// A new tender of an RFQ that this file does not describe takes its lines from another tender of the
// same RFQ, without that supplier's prices.
async function siblingLines(trx: Db, rfqId: number, udztbId: number): Promise<StoredLine[]> {
  const sibling = await trx
    .selectFrom('udztb')
    .select('id')
    .where('rfq_id', '=', rfqId)
    .where('id', '<>', udztbId)
    .orderBy('id')
    .executeTakeFirst();
  if (!sibling) return [];
  const lines = await loadLines(trx, sibling.id);
  return lines.map((l) => ({ ...l, unitprice: null, totallineamount: null, linenotes: '' }));
}

/**
 * Makes the tender's lines those of its RFQ (definitions and the buyer's quantities always follow the
 * file, a supplier's own quantity on a qtyrequired line stays, prices stay unless its entry gives
 * prices), recomputes every amount with the domain's calculateLines, and writes only the rows that
 * differ. On a tender that already had lines (an amendment, a re-import), each line records which
 * definition fields changed (changed_fields, kept until the supplier saves the line or submits).
 * `before`: the buyer's quantities before an amendment, so that a qtyrequired line's quantity the
 * supplier never changed follows the buyer's new one (without it, a supplier's quantity there stays).
 */
export async function syncTenderLines(
  trx: Db,
  udztbId: number,
  rfqId: number,
  rfqLines: ImportLine[] | undefined,
  prices: ImportPrice[] | undefined,
  before?: BuyerQuantities,
): Promise<LineCounts> {
  const stored = await loadLines(trx, udztbId);
  const storedBySeq = new Map(stored.map((l) => [l.seqno, l]));
  let targets: Array<{ def: LineDefinition; values: LineValues; changed: string[] }>;
  if (rfqLines) {
    const amending = stored.length > 0;
    targets = rfqLines.map((l) => {
      const def = lineDefinition(l);
      const old = storedBySeq.get(l.seqno);
      if (old) return { def, ...amendedLine(old, def, l, before) };
      return { def, values: initialValues(l), changed: amending ? [NEW_LINE_MARK] : [] };
    });
  } else {
    const source = stored.length > 0 ? stored : await siblingLines(trx, rfqId, udztbId);
    targets = source.map((l) => ({ def: l, values: l, changed: stored.length > 0 ? l.changed_fields : [] }));
  }
  const priceBySeq = new Map(prices?.map((p) => [p.seqno, p]));
  targets = targets.map((t) => ({ ...t, values: applyPrice(t.values, priceBySeq.get(t.def.seqno)) }));

  const amounts = calculateLines(targets.map((t) => toLineInput(t.def, t.values)));
  const rows: Insertable<UdztbLineTable>[] = targets.map((t, i) => {
    const a = amounts[i];
    return {
      udztb_id: udztbId,
      ...t.def,
      quantity: a?.quantity ?? null,
      unitprice: a?.unitprice ?? null,
      totallineamount: a?.totallineamount ?? null,
      disc: a?.disc ?? null,
      disclineamt: a?.disclineamt ?? null,
      linenotes: t.values.linenotes,
      changed_fields: JSON.stringify(t.changed),
    };
  });

  const changed = onlyChanged('udztb_line', COLUMNS);
  const written = await writeChanged(rows, (chunk) =>
    trx
      .insertInto('udztb_line')
      .values(chunk)
      .onConflict((oc) => oc.columns(['udztb_id', 'seqno']).doUpdateSet(changed.set).where(changed.differs))
      .returning(insertedFlag())
      .execute(),
  );
  const counts: LineCounts = { ...written, removed: 0 };

  const keep = new Set(rows.map((r) => r.seqno));
  const gone = stored.filter((l) => !keep.has(l.seqno)).map((l) => l.seqno);
  if (gone.length > 0) {
    await trx.deleteFrom('udztb_line').where('udztb_id', '=', udztbId).where('seqno', 'in', gone).execute();
    counts.removed = gone.length;
  }
  return counts;
}
