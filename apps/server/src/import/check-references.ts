import type { Db } from '../db/connect.ts';
import type { ImportIssue } from './import-errors.ts';
import { items, text } from './loose-json.ts';

type Ref = [value: string, pointer: string];

function collect(data: unknown, section: string, field: string, out: Ref[]): void {
  for (const [row, i] of items(data, section)) {
    const value = text(row, field);
    if (value !== undefined) out.push([value, `/${section}/${i}/${field}`]);
  }
}

async function existing(db: Db, table: 'supplier' | 'rfq', values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  if (table === 'supplier') {
    return (await db.selectFrom('supplier').select('code').where('code', 'in', values).execute()).map(
      (r) => r.code,
    );
  }
  return (await db.selectFrom('rfq').select('rfqnum').where('rfqnum', 'in', values).execute()).map(
    (r) => r.rfqnum,
  );
}

/**
 * A supplier code or RFQ number used by users, invitations, questions, work orders or RFQ invitees must be defined in
 * the same file or already be in the database. Runs on malformed files too (see loose-json.ts).
 */
export async function checkReferences(db: Db, data: unknown): Promise<ImportIssue[]> {
  const supplierRefs: Ref[] = [];
  const rfqRefs: Ref[] = [];
  for (const section of ['users', 'invitations', 'questions', 'workorders'])
    collect(data, section, 'supplier', supplierRefs);
  for (const section of ['invitations', 'questions']) collect(data, section, 'rfqnum', rfqRefs);
  // The invitees of an RFQ (issue 17): supplier codes in an array of text.
  for (const [rfq, i] of items(data, 'rfqs')) {
    const invitees = rfq.invitees;
    if (!Array.isArray(invitees)) continue;
    invitees.forEach((code, j) => {
      if (typeof code === 'string') supplierRefs.push([code, `/rfqs/${i}/invitees/${j}`]);
    });
  }

  const suppliers = new Set(items(data, 'suppliers').map(([s]) => text(s, 'code')));
  const rfqs = new Set(items(data, 'rfqs').map(([r]) => text(r, 'rfqnum')));
  const unknown = (refs: Ref[], known: Set<string | undefined>) =>
    [...new Set(refs.map(([v]) => v))].filter((v) => !known.has(v));
  for (const code of await existing(db, 'supplier', unknown(supplierRefs, suppliers))) suppliers.add(code);
  for (const num of await existing(db, 'rfq', unknown(rfqRefs, rfqs))) rfqs.add(num);

  const issues: ImportIssue[] = [];
  for (const [code, path] of supplierRefs) {
    if (!suppliers.has(code)) issues.push({ path, reason: `unknown supplier code ${JSON.stringify(code)}` });
  }
  for (const [num, path] of rfqRefs) {
    if (!rfqs.has(num)) issues.push({ path, reason: `unknown RFQ number ${JSON.stringify(num)}` });
  }
  return issues;
}
