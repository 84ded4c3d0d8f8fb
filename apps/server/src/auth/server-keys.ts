import { constants, createHmac, privateDecrypt } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { loadOrCreateRsaKey, loadOrCreateSecret } from '../db/server-secrets.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';

export interface ServerKeys {
  publicPem: string;
  decryptSecret(base64: string): string;
  /** Keyed hash for short secrets (verification codes) so a database dump does not reveal them. */
  pepperedHash(value: string): string;
}

/** Auth's keys (db/server-secrets.ts keeps them): the RSA pair passwords travel under, the code pepper. */
export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const rsa = await loadOrCreateRsaKey(db, 'rsa-oaep');
  const pepper = await loadOrCreateSecret(db, 'code-pepper');
  return {
    publicPem: rsa.publicPem,
    decryptSecret(base64) {
      try {
        const plain = privateDecrypt(
          { key: rsa.privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
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
