import { TENDER_LINE_FIELDS } from '@tender/domain';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { QueryShapes } from '../db/query-shapes.ts';
import type { UdztbLineTable } from '../db/tables.ts';

/** A line of a tender as stored; amounts are exact decimal strings or null. */
export type StoredLine = Omit<Selectable<UdztbLineTable>, 'udztb_id'>;

/** The supplier's side of a line: what a save writes. */
export type LineValues = Pick<
  StoredLine,
  'seqno' | 'quantity' | 'unitprice' | 'totallineamount' | 'disc' | 'disclineamt' | 'linenotes'
>;

/** Every stored column of a line but its keys: what the screens read and the importer compares. */
export const LINE_COLUMNS = TENDER_LINE_FIELDS;

export function readLinesQuery(db: Db, udztbId: number) {
  return db
    .selectFrom('udztb_line')
    .select(['seqno', ...LINE_COLUMNS, 'changed_fields', 'awarded'])
    .where('udztb_id', '=', udztbId)
    .orderBy('seqno');
}

/**
 * Clears the marks of what amendments changed (issue 28, finding 5) on the lines `seqnos` of a tender, or
 * on all its lines: the supplier has seen them once they save those lines or submit.
 */
export async function clearChangedFields(
  trx: Db,
  udztbId: number,
  seqnos?: readonly number[],
): Promise<void> {
  if (seqnos?.length === 0) return;
  let query = trx
    .updateTable('udztb_line')
    .set({ changed_fields: '[]' })
    .where('udztb_id', '=', udztbId)
    .where(sql<boolean>`changed_fields <> '[]'::jsonb`);
  if (seqnos) query = query.where('seqno', 'in', seqnos);
  await query.execute();
}

// Compiled once (db/query-shapes.ts): a read binds the tender's id only.
const readShapes = new QueryShapes((db, _shape: Record<string, never>, v: { udztbId: number }) =>
  readLinesQuery(db, v.udztbId),
);

export async function readLines(db: Db, udztbId: number): Promise<StoredLine[]> {
  return readShapes.execute(db, {}, { udztbId });
}

/**
 * Writes the values of many lines of one tender in one statement: each column travels as one array
 * parameter and `unnest` turns them back into rows, so 2,000 lines cost one round trip and seven bind
 * parameters, and no value is ever spliced into the SQL. Call inside the transaction holding the lock.
 */
export async function writeLineValues(trx: Db, udztbId: number, lines: readonly LineValues[]): Promise<void> {
  if (lines.length === 0) return;
  const column = <K extends keyof LineValues>(key: K): LineValues[K][] => lines.map((line) => line[key]);
  await sql`
    update udztb_line as l
    set quantity = v.quantity, unitprice = v.unitprice, totallineamount = v.totallineamount,
        disc = v.disc, disclineamt = v.disclineamt, linenotes = v.linenotes
    from unnest(
      ${column('seqno')}::int[], ${column('quantity')}::numeric[], ${column('unitprice')}::numeric[],
      ${column('totallineamount')}::numeric[], ${column('disc')}::numeric[], ${column('disclineamt')}::numeric[],
      ${column('linenotes')}::text[]
    ) as v(seqno, quantity, unitprice, totallineamount, disc, disclineamt, linenotes)
    where l.udztb_id = ${udztbId} and l.seqno = v.seqno`.execute(trx);
}
