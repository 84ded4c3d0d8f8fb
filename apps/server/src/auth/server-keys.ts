import { constants, createHmac, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';

export interface ServerKeys {
  publicPem: string;
  decryptSecret(base64: string): string;
  /** Keyed hash for short secrets (verification codes) so a database dump does not reveal them. */
  pepperedHash(value: string): string;
}

// Made once and kept in the database so every app server on it hands out and reads the same key.
async function loadOrCreate(db: Db, name: string, make: () => { publicPem: string; privatePem: string }) {
  const existing = await db.selectFrom('server_key').selectAll().where('name', '=', name).executeTakeFirst();
  if (existing) return existing;
  const made = make();
  await db
    .insertInto('server_key')
    .values({ name, public_pem: made.publicPem, private_pem: made.privatePem })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another server may have won the race: read back whichever row is stored.
  return db.selectFrom('server_key').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/**
 * A random 256-bit secret kept under `name` in server_key (made by whichever server asks first), for
 * HMACs every app server on the database must agree on: code hashes, signed download links.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  const row = await loadOrCreate(db, name, () => ({
    publicPem: '',
    privatePem: randomBytes(32).toString('hex'),
  }));
  return row.private_pem;
}

export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const rsa = await loadOrCreate(db, 'rsa-oaep', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  });
  const pepper = await loadOrCreateSecret(db, 'code-pepper');
  return {
    publicPem: rsa.public_pem,
    decryptSecret(base64) {
      try {
        const plain = privateDecrypt(
          { key: rsa.private_pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(base64, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        throw new AppError(ErrorCode.UNREADABLE_SECRET);
      }
    },
    pepperedHash(value) {
      return createHmac('sha256', pepper).update(value).digest('hex');
    },
  };
}
