import type { ImportLine } from '@tender/api-contract';
import { BOQ_LINE_FIELDS } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RfqLineTable } from '../db/tables.ts';
import { insertedFlag, onlyChanged, writeChanged } from './changed-rows.ts';
import { decimalText, lineDefinition } from './line-values.ts';
import type { LineCounts } from './tender-lines.ts';

// The RFQ's own bill of quantities (rfq_line, issue 17): the buyer console's copy, without prices.
// When the file describes an RFQ's lines, rfq_line becomes exactly those (lines no longer listed are
// removed), writing only the rows that differ, so a repeated import changes nothing.

export async function syncRfqLines(
  trx: Db,
  rfqId: number,
  lines: readonly ImportLine[],
): Promise<LineCounts> {
  const rows: Insertable<RfqLineTable>[] = lines.map((line) => ({
    rfq_id: rfqId,
    ...lineDefinition(line),
    quantity: decimalText(line.quantity),
    disc: decimalText(line.disc),
  }));
  const changed = onlyChanged('rfq_line', BOQ_LINE_FIELDS);
  const written = await writeChanged(rows, (chunk) =>
    trx
      .insertInto('rfq_line')
      .values(chunk)
      .onConflict((oc) => oc.columns(['rfq_id', 'seqno']).doUpdateSet(changed.set).where(changed.differs))
      .returning(insertedFlag())
      .execute(),
  );
  const counts: LineCounts = { ...written, removed: 0 };
  const keep = rows.map((r) => r.seqno);
  let gone = trx.deleteFrom('rfq_line').where('rfq_id', '=', rfqId);
  if (keep.length > 0) gone = gone.where('seqno', 'not in', keep);
  const removed = await gone.executeTakeFirst();
  counts.removed = Number(removed.numDeletedRows);
  return counts;
}
