import type { ImportLine } from '@tender/api-contract';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RfqLineTable } from '../db/tables.ts';
import { decimalText, lineDefinition } from './line-values.ts';
import type { LineCounts } from './tender-lines.ts';

// The RFQ's own bill of quantities (rfq_line, issue 17): the buyer console's copy, without prices.
// When the file describes an RFQ's lines, rfq_line becomes exactly those (lines no longer listed are
// removed), writing only the rows that differ, so a repeated import changes nothing.

// 500 rows x 17 columns stays far below PostgreSQL's 65,535 bind parameters per statement.
const CHUNK = 500;

const COLUMNS = [
  'description',
  'longdesc',
  'remark',
  'bold',
  'underline',
  'header',
  'autocal',
  'required',
  'qtyrequired',
  'totalamountreq',
  'neednotes',
  'unit',
  'quantity',
  'disc',
] as const;

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
  const counts: LineCounts = { inserted: 0, updated: 0, unchanged: 0, removed: 0 };
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // xmax is 0 only for a freshly inserted row; rows whose values are all equal are not returned.
    const written = await trx
      .insertInto('rfq_line')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['rfq_id', 'seqno'])
          .doUpdateSet(Object.fromEntries(COLUMNS.map((c) => [c, sql.ref(`excluded.${c}`)])))
          .where(
            sql<boolean>`(${sql.join(COLUMNS.map((c) => sql.ref(`rfq_line.${c}`)))}) is distinct from (${sql.join(
              COLUMNS.map((c) => sql.ref(`excluded.${c}`)),
            )})`,
          ),
      )
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute();
    const inserted = written.filter((w) => w.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += chunk.length - written.length;
  }
  const keep = rows.map((r) => r.seqno);
  let gone = trx.deleteFrom('rfq_line').where('rfq_id', '=', rfqId);
  if (keep.length > 0) gone = gone.where('seqno', 'not in', keep);
  const removed = await gone.executeTakeFirst();
  counts.removed = Number(removed.numDeletedRows);
  return counts;
}
