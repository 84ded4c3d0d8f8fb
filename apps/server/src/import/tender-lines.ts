import type { ImportLine, ImportPrice } from '@tender/api-contract';
import { calculateLines } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UdztbLineTable } from '../db/tables.ts';
import { LINE_COLUMNS, readLines } from '../tenders/index.ts';
import { insertedFlag, onlyChanged, writeChanged } from './changed-rows.ts';
import {
  applyPrice,
  initialValues,
  type LineDefinition,
  type LineValues,
  lineDefinition,
  toLineInput,
} from './line-values.ts';

const COLUMNS = LINE_COLUMNS;

type StoredLine = LineDefinition & LineValues;

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
 * Makes the tender's lines those of its RFQ (definitions always follow the file; the supplier's
 * quantities and prices stay unless its entry gives prices), recomputes every amount with the
 * domain's calculateLines, and writes only the rows that differ.
 */
export async function syncTenderLines(
  trx: Db,
  udztbId: number,
  rfqId: number,
  rfqLines: ImportLine[] | undefined,
  prices: ImportPrice[] | undefined,
): Promise<LineCounts> {
  const stored = await loadLines(trx, udztbId);
  const storedBySeq = new Map(stored.map((l) => [l.seqno, l]));
  let targets: Array<{ def: LineDefinition; values: LineValues }>;
  if (rfqLines) {
    targets = rfqLines.map((l) => ({
      def: lineDefinition(l),
      values: storedBySeq.get(l.seqno) ?? initialValues(l),
    }));
  } else {
    const source = stored.length > 0 ? stored : await siblingLines(trx, rfqId, udztbId);
    targets = source.map((l) => ({ def: l, values: l }));
  }
  const priceBySeq = new Map(prices?.map((p) => [p.seqno, p]));
  targets = targets.map((t) => ({ def: t.def, values: applyPrice(t.values, priceBySeq.get(t.def.seqno)) }));

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
