import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// The image code queries (table `image_code`); the database's clock, which every app server shares,
// tells expiry. What an answer is worth is image-codes.ts's.

export async function deleteExpiredImageCodes(db: Db): Promise<void> {
  await db.deleteFrom('image_code').where('expires_at', '<=', sql<Date>`now()`).execute();
}

export async function insertImageCode(
  db: Db,
  values: { id: string; kind: 'image' | 'question'; answerHash: string; client: string; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('image_code')
    .values({
      id: values.id,
      kind: values.kind,
      answer_hash: values.answerHash,
      client: values.client,
      expires_at: sql<Date>`now() + ${values.ttlSeconds} * interval '1 second'`,
    })
    .execute();
}

/**
 * Marks a client's unused code used, in the statement that reads it: of parallel tries with one code,
 * only one ever gets a row. Its kind, answer hash and whether it was still live.
 */
export async function takeImageCode(db: Db, id: string, client: string) {
  return db
    .updateTable('image_code')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('client', '=', client)
    .where('used_at', 'is', null)
    .returning(['kind', 'answer_hash', sql<boolean>`expires_at > now()`.as('live')])
    .executeTakeFirst();
}
