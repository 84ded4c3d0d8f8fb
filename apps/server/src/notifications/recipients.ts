import type { Language } from '@tender/domain';
import type { Db } from '../db/connect.ts';

/** A user a notification goes to, with the language it is written in. */
export interface Recipient {
  userId: number;
  supplierId: number;
  email: string;
  username: string;
  language: Language;
}

/** The users of the suppliers who can act on a mail: every account of theirs that is not locked. */
export async function activeSupplierUsers(db: Db, supplierIds: readonly number[]): Promise<Recipient[]> {
  if (supplierIds.length === 0) return [];
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'supplier_id', 'email', 'username', 'language'])
    .where('supplier_id', 'in', [...new Set(supplierIds)])
    .where('locked', '=', false)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    supplierId: row.supplier_id ?? 0,
    email: row.email,
    username: row.username,
    language: row.language,
  }));
}
