import type { ImportFile } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { RFQ_FIXED_FIELD_NAMES as FIELDS, RFQ_FIXED_FIELDS } from '../db/rfq-fixed-fields.ts';
import type { ImportIssue } from './import-errors.ts';

// Once an RFQ is published its collection type and bid method are fixed (issue 28): the seal and the
// hard-copy path read them, so they stay the ones the suppliers were invited under. So is its opening
// quorum (issue 29): the seal reads it too. The buyer's save refuses a change (5600015); the import
// refuses it likewise, naming the field, rather than ignoring it (a file that silently kept another
// value than it says would mislead whoever re-imports it).

/** The file's changes of a stored, published (not DRAFT) RFQ's fixed fields (db/rfq-fixed-fields.ts). */
export async function checkCollection(db: Db, data: ImportFile): Promise<ImportIssue[]> {
  const rfqs = data.rfqs ?? [];
  const named = rfqs.filter((r) => FIELDS.some((field) => r[field] !== undefined)).map((r) => r.rfqnum);
  if (named.length === 0) return [];
  const stored = await db
    .selectFrom('rfq')
    .select(['rfqnum', 'tendercollectvia', 'bidmethod', 'opening_quorum'])
    .where('rfqnum', 'in', named)
    .where('status', '<>', 'DRAFT')
    .execute();
  const published = new Map(stored.map((row) => [row.rfqnum, row]));
  const issues: ImportIssue[] = [];
  rfqs.forEach((r, i) => {
    const row = published.get(r.rfqnum);
    if (!row) return;
    for (const field of FIELDS) {
      const value = r[field];
      const stored = row[RFQ_FIXED_FIELDS[field]];
      if (value !== undefined && value !== stored) {
        issues.push({
          path: `/rfqs/${i}/${field}`,
          reason: `RFQ ${r.rfqnum} is published: its ${field} stays "${stored}"`,
        });
      }
    }
  });
  return issues;
}
