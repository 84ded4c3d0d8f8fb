import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** How many accounts are locked now, on every server (the gauge reads the database, not a counter). */
export async function countLockedAccounts(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from app_user where locked`.execute(db);
  return rows[0]?.n ?? 0;
}
