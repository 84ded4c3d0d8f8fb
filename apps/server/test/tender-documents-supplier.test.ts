import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from './helpers/profile-fixture.ts';
import { EXTRAS_PASSWORD, importExtrasFixture, udztbIdOf } from './helpers/tender-extras-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// The supplier's own documents of a tender: upload through /common/upload (ownertable UDZTB), list with
// getsupplierdoc, delete with deleteudztbfile; the status rules of spec 4.3 and the limits of spec 5.

const MAX_BYTES = 64 * 1024;

interface SupplierDoc {
  docinfoid: number;
  filename: string;
  description: string;
  docurl: string;
}

describe.each(testDatabases)('supplier documents of a tender on %s', (kind) => {
  let server: TestServer;
  let a: string;
  let b: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    await importExtrasFixture(server);
    a = await server.login('tx-a', EXTRAS_PASSWORD);
    b = await server.login('tx-b', EXTRAS_PASSWORD);
    staff = await server.login('tx-staff', EXTRAS_PASSWORD);
  });
  afterAll(() => server?.close());

  const db = () => server.built.ctx.db;
  const uploadTo = async (token: string, udztbnum: string, name: string, bytes: string | Uint8Array = 'x') =>
    upload(
      server,
      token,
      { name, bytes },
      {
        user: 'ignored',
        ownerid: await udztbIdOf(server, udztbnum),
        ownertable: 'UDZTB',
        description: `Doc ${name}`,
      },
    );
  const list = (token: string, udztbnum: string) =>
    server.post<{ getsupplierdoc: SupplierDoc[] }>(
      '/util/list',
      { reqname: 'getsupplierdoc', udztbnum },
      token,
    );
  const remove = (token: string, docinfoid: number | string) =>
    server.post('/util/update', { reqname: 'deleteudztbfile', docinfoid }, token);
  const storedUploads = async () =>
    readdir(join(server.dataDir, 'files', 'upload')).catch(() => [] as string[]);
  const documentCount = async () =>
    Number(
      (await db().selectFrom('document').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );

  it('uploads in WTQUOTE and NORESPONSE, lists the files, and refuses other statuses and paper tenders', async () => {
    expect((await uploadTo(a, 'TX-A-UP-WTQUOTE', 'method statement.pdf', '%PDF-1.4 ms')).code).toBe(0);
    expect((await uploadTo(a, 'TX-A-UP-NORESPONSE', 'late.pdf')).code).toBe(0);
    const before = await documentCount();
    const files = (await storedUploads()).length;
    for (const status of ['NEW', 'SUBMITED', 'DECLINED']) {
      const reply = await uploadTo(a, `TX-A-UP-${status}`, 'refused.pdf');
      expect(reply.code).toBe(5100005);
      expect(reply.message).toBe('Attachment cannot be uploaded in current status');
    }
    expect((await uploadTo(a, 'TX-A-HARD', 'paper.pdf')).code).toBe(4000005);
    expect(await documentCount()).toBe(before);
    expect((await storedUploads()).length).toBe(files);

    const listed = await list(a, 'TX-A-UP-WTQUOTE');
    expect(listed.getsupplierdoc).toEqual([
      expect.objectContaining({ filename: 'method statement.pdf', description: 'Doc method statement.pdf' }),
    ]);
    const res = await fetch(`${server.url}${listed.getsupplierdoc[0]?.docurl}`);
    expect(await res.text()).toBe('%PDF-1.4 ms');
  });

  it('refuses a duplicate name on the same tender', async () => {
    expect((await uploadTo(a, 'TX-A-UP-WTQUOTE', 'prices.xlsx')).code).toBe(0);
    const again = await uploadTo(a, 'TX-A-UP-WTQUOTE', 'prices.xlsx');
    expect(again.code).toBe(5100004);
    expect(again.message).toBe('Do not upload files with duplicate names');
    expect(
      (await list(a, 'TX-A-UP-WTQUOTE')).getsupplierdoc.filter((d) => d.filename === 'prices.xlsx'),
    ).toHaveLength(1);
  });

  it('refuses an oversized upload and keeps neither file nor record', async () => {
    const before = await documentCount();
    const files = (await storedUploads()).length;
    const reply = await uploadTo(a, 'TX-A-UP-WTQUOTE', 'huge.pdf', new Uint8Array(MAX_BYTES + 1));
    expect(reply.code).toBe(5100002);
    expect(await documentCount()).toBe(before);
    expect((await storedUploads()).length).toBe(files);
    expect((await uploadTo(a, 'TX-A-UP-WTQUOTE', 'exact.pdf', new Uint8Array(MAX_BYTES))).code).toBe(0);
  });

  it('makes file names with path separators or control characters harmless', async () => {
    for (const name of ['../../etc/passwd.txt', 'C:\\Users\\x\\..\\boq.txt', 'bell\u0007\u202eexe.txt']) {
      expect((await uploadTo(a, 'TX-A-UP-NORESPONSE', name)).code).toBe(0);
    }
    const names = (await list(a, 'TX-A-UP-NORESPONSE')).getsupplierdoc.map((d) => d.filename);
    expect(names).toEqual(['late.pdf', 'passwd.txt', 'boq.txt', 'bellexe.txt']);
    const keys = await db()
      .selectFrom('document')
      .select('storage_key')
      .where('ownertable', '=', 'UDZTB')
      .execute();
    for (const { storage_key } of keys) expect(storage_key).toMatch(/^upload\/[0-9a-f-]{36}$/);
    expect((await uploadTo(a, 'TX-A-UP-NORESPONSE', '../..')).code).toBe(5100006);
  });

  it('deletes an own document only in WTQUOTE', async () => {
    expect((await uploadTo(a, 'TX-A-UP-WTQUOTE', 'to delete.pdf')).code).toBe(0);
    const doc = (await list(a, 'TX-A-UP-WTQUOTE')).getsupplierdoc.find((d) => d.filename === 'to delete.pdf');
    expect(await remove(a, String(doc?.docinfoid))).toMatchObject({ code: 0 });
    expect(
      (await list(a, 'TX-A-UP-WTQUOTE')).getsupplierdoc.some((d) => d.filename === 'to delete.pdf'),
    ).toBe(false);
    expect((await fetch(`${server.url}${doc?.docurl}`)).status).toBe(404);

    const late = (await list(a, 'TX-A-UP-NORESPONSE')).getsupplierdoc[0] as SupplierDoc;
    expect((await remove(a, late.docinfoid)).code).toBe(4000002);
    expect((await list(a, 'TX-A-UP-NORESPONSE')).getsupplierdoc[0]?.docinfoid).toBe(late.docinfoid);
  });

  it("never lists, downloads or deletes another supplier's documents, whatever ids are guessed", async () => {
    expect((await uploadTo(b, 'TX-B-PRIV', 'beta prices.pdf', 'beta secret')).code).toBe(0);
    const betaDoc = (await list(b, 'TX-B-PRIV')).getsupplierdoc[0] as SupplierDoc;
    expect((await list(a, 'TX-B-PRIV')).code).toBe(4000001);
    expect((await list(a, 'TX-B-DOCS')).code).toBe(4000001);
    expect((await remove(a, betaDoc.docinfoid)).code).toBe(5100001);
    // Tender attachments and profile files are not supplier documents of a tender.
    const rfqDoc = await db()
      .selectFrom('document')
      .select('id')
      .where('ownertable', '=', 'RFQ')
      .executeTakeFirstOrThrow();
    expect((await remove(a, rfqDoc.id)).code).toBe(5100001);
    expect(
      (await fetch(`${server.url}/samex/rest/file/${betaDoc.docinfoid}`, { headers: { authorization: a } }))
        .status,
    ).toBe(404);
    expect((await uploadTo(a, 'TX-B-PRIV', 'intrude.pdf')).code).toBe(4000001);
    expect((await list(b, 'TX-B-PRIV')).getsupplierdoc.map((d) => d.filename)).toEqual(['beta prices.pdf']);
    expect((await remove(staff, betaDoc.docinfoid)).code).toBe(1000004);
    expect((await list(staff, 'TX-B-PRIV')).code).toBe(1000004);
    expect((await remove(a, 'abc')).code).toBe(1000002);
  });
});
