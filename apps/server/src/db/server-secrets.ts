import { createCipheriv, createDecipheriv, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from './connect.ts';

// The server's own secrets, for every app server on one database to agree on: derived from SECRET_KEY
// when it is given, else kept in the server_key table. Shared code: auth keeps its password key and code
// pepper here, and http/signed-links.ts the keys of its download links.

/**
 * SECRET_KEY per database handle. Given, it is the root of every secret: the HMAC keys are derived from
 * it and never stored, and the RSA private key is stored only encrypted under it, so a copy of the
 * database alone opens nothing. Keyed by handle because the link signers are reached with `db` only.
 */
const rootKeys = new WeakMap<Db, Buffer>();

export function useSecretKey(db: Db, secretKey: string | undefined): void {
  if (secretKey) rootKeys.set(db, Buffer.from(secretKey, 'utf8'));
  else rootKeys.delete(db);
}

const derive = (root: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', root, 'tender-portal', purpose, 32));

// An RSA private key stored under SECRET_KEY: 'enc1:' + base64(iv | GCM tag | ciphertext).
const SEALED = 'enc1:';

function seal(root: Buffer, name: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(root, `seal:${name}`), iv).setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(root: Buffer, name: string, sealed: string): string {
  const raw = Buffer.from(sealed.slice(SEALED.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', derive(root, `seal:${name}`), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(name)).setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      `SECRET_KEY does not open the stored key "${name}": every app server must have the same SECRET_KEY ` +
        `(to start afresh with a new key pair, delete that row of server_key)`,
    );
  }
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
  const root = rootKeys.get(db);
  if (root) {
    // A secret kept from before SECRET_KEY was set is no longer used: it leaves the database.
    await db.deleteFrom('server_key').where('name', '=', name).execute();
    return derive(root, `secret:${name}`).toString('hex');
  }
  const row = await loadOrCreate(db, name, () => ({
    publicPem: '',
    privatePem: randomBytes(32).toString('hex'),
  }));
  return row.private_pem;
}

/**
 * The RSA pair kept under `name` (made by whichever server asks first), its private half sealed under
 * SECRET_KEY when given (a plain one kept from before is sealed).
 */
export async function loadOrCreateRsaKey(
  db: Db,
  name: string,
): Promise<{ publicPem: string; privatePem: string }> {
  const root = rootKeys.get(db);
  const row = await loadOrCreate(db, name, () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    return {
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privatePem: root ? seal(root, name, privatePem) : privatePem,
    };
  });
  const stored = row.private_pem;
  if (!stored.startsWith(SEALED)) {
    if (root) {
      // Only if still plain: a server starting at the same moment may have sealed it already.
      await db
        .updateTable('server_key')
        .set({ private_pem: seal(root, name, stored) })
        .where('name', '=', name)
        .where('private_pem', '=', stored)
        .execute();
    }
    return { publicPem: row.public_pem, privatePem: stored };
  }
  if (!root) throw new Error(`the stored key "${name}" is sealed under a SECRET_KEY: set SECRET_KEY`);
  return { publicPem: row.public_pem, privatePem: unseal(root, name, stored) };
}
