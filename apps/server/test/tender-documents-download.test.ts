import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCS_FILES,
  EXTRAS_PASSWORD,
  importExtrasFixture,
  udztbIdOf,
} from './helpers/tender-extras-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';
import { zipEntries } from './helpers/zip-entries.ts';

// Tender attachments: the list with download flags, per-file and zip downloads recorded per supplier,
// and the submit gate (4000008) that opens once every attachment has been downloaded.

interface Attachment {
  docinfoid: number;
  document: string;
  filename: string;
  description: string;
  filetype: string;
  postfix: string;
  docurl: string;
  downloaded: '0' | '1';
}

describe.each(testDatabases)('tender attachments on %s', (kind) => {
  let server: TestServer;
  let a: string;
  let b: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importExtrasFixture(server);
    a = await server.login('tx-a', EXTRAS_PASSWORD);
    b = await server.login('tx-b', EXTRAS_PASSWORD);
    staff = await server.login('tx-staff', EXTRAS_PASSWORD);
  });
  afterAll(() => server?.close());

  const attachments = async (token: string, udztbnum: string) =>
    server.post<{ getudztbdoc: Attachment[] }>('/util/list', { reqname: 'getudztbdoc', udztbnum }, token);
  const isdownload = async (token: string, udztbnum: string) =>
    (
      await server.post<{ getudztb: { isdownload: string }[] }>(
        '/util/list',
        { reqname: 'getudztb', udztbnum },
        token,
      )
    ).getudztb[0]?.isdownload;
  const submit = async (token: string, udztbnum: string) =>
    server.post(
      '/workflow/submitworkflow',
      // TX-R-DOCS has site inspections: since issue 12 a submission also needs the attended-all tick.
      {
        assigncode: '',
        ownertable: 'udztb',
        ownerid: await udztbIdOf(server, udztbnum),
        actionid: 4,
        attendedall: '1',
      },
      token,
    );
  const get = (path: string, token?: string) =>
    fetch(`${server.url}${path}`, { headers: token ? { authorization: token } : {} });

  it("lists the tender's attachments with signed links, none downloaded yet", async () => {
    const reply = await attachments(a, 'TX-A-DOCS');
    expect(reply.code).toBe(0);
    expect(reply.getudztbdoc.map((d) => d.filename)).toEqual(Object.keys(DOCS_FILES));
    expect(reply.getudztbdoc[0]).toMatchObject({
      document: 'drawing.pdf',
      description: 'About drawing.pdf',
      filetype: 'pdf',
      postfix: 'pdf',
      downloaded: '0',
    });
    for (const doc of reply.getudztbdoc)
      expect(doc.docurl).toMatch(/^\/samex\/rest\/file\/\d+\?s=\d+&exp=\d+&sig=/);
    expect(await isdownload(a, 'TX-A-DOCS')).toBe('0');
  });

  it('answers HEAD on an attachment link without counting it as a download', async () => {
    const docs = (await attachments(a, 'TX-A-DOCS')).getudztbdoc;
    for (const doc of docs) {
      const res = await fetch(`${server.url}${doc.docurl}`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(parse(res.headers.get('content-disposition') ?? '').parameters.filename).toBe(doc.filename);
      expect(await res.text()).toBe('');
      const byHeader = await fetch(`${server.url}/samex/rest/file/${doc.docinfoid}`, {
        method: 'HEAD',
        headers: { authorization: a },
      });
      expect(byHeader.status).toBe(200);
    }
    expect((await attachments(a, 'TX-A-DOCS')).getudztbdoc.map((d) => d.downloaded)).toEqual(['0', '0', '0']);
    expect(await isdownload(a, 'TX-A-DOCS')).toBe('0');
    expect((await submit(a, 'TX-A-DOCS')).code).toBe(4000008);
  });

  it('refuses submit until every file is downloaded, counting downloads per supplier', async () => {
    expect((await submit(a, 'TX-A-DOCS')).code).toBe(4000008);
    const docs = (await attachments(a, 'TX-A-DOCS')).getudztbdoc;
    for (const doc of docs.slice(0, 2)) {
      const res = await get(doc.docurl);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(DOCS_FILES[doc.filename]);
    }
    expect((await attachments(a, 'TX-A-DOCS')).getudztbdoc.map((d) => d.downloaded)).toEqual(['1', '1', '0']);
    expect(await isdownload(a, 'TX-A-DOCS')).toBe('0');
    expect((await submit(a, 'TX-A-DOCS')).code).toBe(4000008);
    // Supplier A's downloads do nothing for supplier B on the same RFQ.
    expect((await attachments(b, 'TX-B-DOCS')).getudztbdoc.map((d) => d.downloaded)).toEqual(['0', '0', '0']);

    const last = docs[2] as Attachment;
    const res = await get(last.docurl);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await isdownload(a, 'TX-A-DOCS')).toBe('1');
    expect(await submit(a, 'TX-A-DOCS')).toMatchObject({ code: 0, status: 'SUBMITED' });
  });

  it('zips exactly the tender files; downloading the zip counts for every file', async () => {
    expect((await submit(b, 'TX-B-DOCS')).code).toBe(4000008);
    const reply = await server.post<{ data: { url: string } }>(
      '/tender/downloadatt',
      { rfqnum: 'TX-R-DOCS', udztbnum: 'TX-B-DOCS' },
      b,
    );
    expect(reply.code).toBe(0);
    expect(reply.data.url).toMatch(/^\/samex\/rest\/tender\/attachments\/\d+\?s=\d+&exp=\d+&sig=/);
    const res = await get(reply.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="TX-R-DOCS-attachments.zip"/,
    );
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect(Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes.toString('utf8')]))).toEqual(
      DOCS_FILES,
    );
    expect((await attachments(b, 'TX-B-DOCS')).getudztbdoc.map((d) => d.downloaded)).toEqual(['1', '1', '1']);
    expect(await isdownload(b, 'TX-B-DOCS')).toBe('1');
    expect(await submit(b, 'TX-B-DOCS')).toMatchObject({ code: 0, status: 'SUBMITED' });
  });

  it('answers a tender without attachments as downloaded, and refuses a zip of nothing', async () => {
    expect(await isdownload(a, 'TX-A-BARE')).toBe('1');
    expect((await attachments(a, 'TX-A-BARE')).getudztbdoc).toEqual([]);
    const reply = await server.post('/tender/downloadatt', { rfqnum: 'TX-R-BARE', udztbnum: 'TX-A-BARE' }, a);
    expect(reply.code).toBe(5400003);
  });

  it("keeps another supplier's tender and its files out of reach, whatever ids are guessed", async () => {
    expect((await attachments(a, 'TX-B-PRIV')).code).toBe(4000001);
    expect((await attachments(a, 'TX-B-DOCS')).code).toBe(4000001);
    expect(
      (await server.post('/tender/downloadatt', { rfqnum: 'TX-R-PRIV', udztbnum: 'TX-B-PRIV' }, a)).code,
    ).toBe(4000001);
    // Both numbers must name the caller's own tender of that RFQ.
    expect(
      (await server.post('/tender/downloadatt', { rfqnum: 'TX-R-PRIV', udztbnum: 'TX-A-BARE' }, a)).code,
    ).toBe(4000001);
    const privateDoc = (await attachments(b, 'TX-B-PRIV')).getudztbdoc[0] as Attachment;
    expect((await get(`/samex/rest/file/${privateDoc.docinfoid}`, a)).status).toBe(404);
    // B's signed link with another id, or B's zip link bent to A's tender, fails the signature.
    const bent = privateDoc.docurl.replace(/file\/\d+/, `file/${privateDoc.docinfoid + 1}`);
    expect((await get(bent)).status).toBe(403);
    const zip = await server.post<{ data: { url: string } }>(
      '/tender/downloadatt',
      { rfqnum: 'TX-R-PRIV', udztbnum: 'TX-B-PRIV' },
      b,
    );
    const otherId = await udztbIdOf(server, 'TX-A-DOCS');
    expect((await get(zip.data.url.replace(/attachments\/\d+/, `attachments/${otherId}`))).status).toBe(403);
    expect((await get(zip.data.url.replace(/sig=.*/, 'sig=AAAA'))).status).toBe(403);
    // A HEAD of a zip link is not a download.
    expect((await fetch(`${server.url}${zip.data.url}`, { method: 'HEAD' })).status).toBe(404);
    expect((await attachments(b, 'TX-B-PRIV')).getudztbdoc[0]?.downloaded).toBe('0');
  });

  it('retires zip links when the session ends, and refuses staff and callers without a session', async () => {
    const c = await server.login('tx-b', EXTRAS_PASSWORD);
    const zip = await server.post<{ data: { url: string } }>(
      '/tender/downloadatt',
      { rfqnum: 'TX-R-PRIV', udztbnum: 'TX-B-PRIV' },
      c,
    );
    await server.post('/logout', { loginid: 'tx-b', logintype: 'WEB', token: c, maxsessionid: '0' }, c);
    expect((await get(zip.data.url)).status).toBe(403);
    expect((await attachments(staff, 'TX-A-DOCS')).code).toBe(1000004);
    expect(
      (await server.post('/tender/downloadatt', { rfqnum: 'TX-R-DOCS', udztbnum: 'TX-A-DOCS' }, staff)).code,
    ).toBe(1000004);
    expect((await server.post('/util/list', { reqname: 'getudztbdoc', udztbnum: 'TX-A-DOCS' })).code).toBe(
      2000003,
    );
  });

  it('keeps names that one file system would merge distinct in the zip', async () => {
    // Imported attachments keep the buyer's names: a drive letter, backslashes, case.
    const names = ['a\\..\\..\\evil.txt', 'C:evil.txt', 'EVIL.txt'];
    const rows = await server.built.ctx.db
      .selectFrom('document')
      .innerJoin('rfq', 'rfq.id', 'document.ownerid')
      .select(['document.id', 'document.filename'])
      .where('document.ownertable', '=', 'RFQ')
      .where('rfq.rfqnum', '=', 'TX-R-DOCS')
      .orderBy('document.id')
      .execute();
    expect(rows).toHaveLength(names.length);
    for (const [i, row] of rows.entries()) {
      await server.built.ctx.db
        .updateTable('document')
        .set({ filename: names[i] ?? '' })
        .where('id', '=', row.id)
        .execute();
    }
    const reply = await server.post<{ data: { url: string } }>(
      '/tender/downloadatt',
      { rfqnum: 'TX-R-DOCS', udztbnum: 'TX-A-DOCS' },
      a,
    );
    const entries = await zipEntries(Buffer.from(await (await get(reply.data.url)).arrayBuffer()));
    const written = [...entries.keys()];
    expect(written).toHaveLength(names.length);
    expect(new Set(written.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const name of written) expect(name).not.toMatch(/[\\/:]/);
    // Each entry still holds its own file's bytes.
    expect(written.map((n) => entries.get(n)?.toString('utf8'))).toEqual(
      rows.map((row) => DOCS_FILES[row.filename]),
    );
  });
});
