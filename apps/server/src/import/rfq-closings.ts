import type { ImportFile } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { resolveDateTime } from './import-dates.ts';

/**
 * The closing date of each RFQ named: the file's when the file describes the RFQ, else the stored one
 * (absent: neither, or the file's does not parse, which checkConsistency reports).
 */
export async function rfqClosings(
  db: Db,
  data: ImportFile,
  rfqnums: readonly string[],
  now: Date,
): Promise<Map<string, Date | null>> {
  const closing = new Map<string, Date | null>(
    (data.rfqs ?? []).map((r) => [r.rfqnum, resolveDateTime(r.closingdate, now)]),
  );
  const stored = [...new Set(rfqnums)].filter((num) => !closing.has(num));
  if (stored.length > 0) {
    const rows = await db
      .selectFrom('rfq')
      .select(['rfqnum', 'closingdate'])
      .where('rfqnum', 'in', stored)
      .execute();
    for (const row of rows) closing.set(row.rfqnum, new Date(row.closingdate));
  }
  return closing;
}
