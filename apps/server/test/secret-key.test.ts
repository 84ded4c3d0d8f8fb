import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerKeys } from '../src/auth/server-keys.ts';
import { resolveSession } from '../src/auth/session-service.ts';
import { loadOrCreateSecret, useSecretKey } from '../src/db/server-secrets.ts';
import { downloadLinks } from '../src/http/download-links.ts';
import { idsOf, importProfileFixture, PROFILE_PASSWORD } from './helpers/profile-fixture.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 14, item 19: with SECRET_KEY set, the database no longer holds the keys that protect it.
const KEY = 'test-secret-key-kkkkkkkkkkkkkkkkkkkk-0123456789';
const OTHER_KEY = 'another-secret-key-oooooooooooooooooooo-0123456789';

const encryptFor = (publicPem: string, text: string) =>
  publicEncrypt(
    { key: publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  ).toString('base64');

describe.each(testDatabases)('SECRET_KEY on %s', (kind) => {
  describe('keys of a database', () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase(kind);
    });
    afterAll(() => test?.drop());

    const rows = () => test.db.selectFrom('server_key').selectAll().orderBy('name').execute();

    it('seals the keys a database made before SECRET_KEY was set, and keeps the public key', async () => {
      const before = await loadServerKeys(test.db);
      const pepperBefore = before.pepperedHash('123456');
      await loadOrCreateSecret(test.db, 'download-link');
      expect((await rows()).map((r) => r.name)).toEqual(['code-pepper', 'download-link', 'rsa-oaep']);

      useSecretKey(test.db, KEY);
      const after = await loadServerKeys(test.db);
      const linkSecret = await loadOrCreateSecret(test.db, 'download-link');
      expect(after.publicPem).toBe(before.publicPem);
      expect(after.decryptSecret(encryptFor(after.publicPem, 'Start#2026pw'))).toBe('Start#2026pw');
      expect(after.pepperedHash('123456')).not.toBe(pepperBefore);
      // What is left in the table opens nothing: no HMAC key, and the private key only sealed.
      const left = await rows();
      expect(left.map((r) => r.name)).toEqual(['rsa-oaep']);
      expect(left[0]?.private_pem).not.toContain('PRIVATE KEY');
      expect(JSON.stringify(left)).not.toContain(linkSecret);
    });

    it('derives the same secrets from the same SECRET_KEY on every server, and refuses another key', async () => {
      const again = await loadServerKeys(test.db);
      expect(again.pepperedHash('123456')).toBe((await loadServerKeys(test.db)).pepperedHash('123456'));
      useSecretKey(test.db, OTHER_KEY);
      await expect(loadServerKeys(test.db)).rejects.toThrow(/SECRET_KEY does not open/);
      useSecretKey(test.db, undefined);
      await expect(loadServerKeys(test.db)).rejects.toThrow(/set SECRET_KEY/);
      useSecretKey(test.db, KEY);
      expect((await loadServerKeys(test.db)).pepperedHash('123456')).toBe(again.pepperedHash('123456'));
    });
  });

  describe('a server with SECRET_KEY', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { SECRET_KEY: KEY });
      await importProfileFixture(server);
    });
    afterAll(() => server?.close());

    it('signs in with a code and serves a signed link, with no secret in the database', async () => {
      const token = await server.login('pat', PROFILE_PASSWORD);
      const ids = await idsOf(server);
      const db = server.built.ctx.db;
      const doc = await db
        .selectFrom('document')
        .select('id')
        .where('ownertable', '=', 'SUPPLIER')
        .where('ownerid', '=', ids.s1)
        .executeTakeFirstOrThrow();
      const session = await resolveSession(db, token);
      const url = (await downloadLinks(db)).urlFor(doc.id, session.sessionId);
      expect((await fetch(`${server.url}${url}`)).status).toBe(200);
      const left = await db.selectFrom('server_key').selectAll().execute();
      expect(left.map((r) => r.name)).toEqual(['rsa-oaep']);
      expect(left[0]?.private_pem).toMatch(/^enc1:/);
    });
  });
});
