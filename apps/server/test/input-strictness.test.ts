import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOf, importProfileFixture, PROFILE_PASSWORD } from './helpers/profile-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 14, items 14 and 15: bad input is refused with 1000002 (never a 500) and never silently converted.
describe.each(testDatabases)('strict input on %s', (kind) => {
  let server: TestServer;
  let pat: string;
  let ids: Awaited<ReturnType<typeof idsOf>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importProfileFixture(server);
    ids = await idsOf(server);
    pat = await server.login('pat', PROFILE_PASSWORD);
  });
  afterAll(() => server?.close());

  const db = () => server.built.ctx.db;
  const documentIds = async () =>
    (await db().selectFrom('document').select('id').orderBy('id').execute()).map((r) => r.id);

  it.each([
    ['true', true],
    ['a hex string', '0x10'],
    ['an exponent string', '1e3'],
    ['a one-element array', [4]],
    ['"Infinity"', 'Infinity'],
    ['a fraction', 1.5],
  ])('refuses %s as a document id and deletes nothing', async (_label, docinfoid) => {
    const before = await documentIds();
    expect(before.length).toBeGreaterThan(0);
    const r = await server.post('/common/deldoc', { docinfoid }, pat);
    expect(r.code).toBe(1000002);
    expect(await documentIds()).toEqual(before);
  });

  it('refuses a number where a string is meant instead of turning it into one', async () => {
    const r = await server.post('/supplier/detail', { suppliername: 5 }, pat);
    expect(r.code).toBe(1000002);
  });

  it('refuses "1"/"0" where a boolean is meant', async () => {
    const r = await server.post('/common/gencode', { suppliername: 'pat', password: 'x', isforget: 'false' });
    expect(r.code).toBe(1000002);
  });

  it.each([7, 'abc', '2', [1]])(
    'refuses %j as a yes/no flag instead of reading it as "no"',
    async (reminder) => {
      const r = await server.post(
        '/util/update',
        { reqname: 'updateudztb', udztb: ['U-WAIT'], reminder },
        pat,
      );
      expect(r.code).toBe(1000002);
    },
  );

  it("still takes the spec's digit strings for numbers", async () => {
    const list = await server.post('/util/list', { reqname: 'getudztb', pagesize: '10', page: '1' }, pat);
    expect(list.code).toBe(0);
    const scope = await server.post('/scope/detail', { svcscopeid: String(ids.clean) }, pat);
    expect(scope.code).toBe(0);
    const missing = await server.post('/common/deldoc', { docinfoid: '999999' }, pat);
    expect(missing.code).toBe(5100001);
    for (const reminder of ['1', '0', 1, true, 'Y', ' n ']) {
      const saved = await server.post(
        '/util/update',
        { reqname: 'updateudztb', udztb: ['U-WAIT'], reminder },
        pat,
      );
      expect(saved.code, String(reminder)).toBe(0);
    }
  });

  it.each([
    ['/common/gencode', { suppliername: 'p\u0000at', password: 'x', isforget: false }],
    ['/common/userlogin', { loginid: 'p\u0000at', password: 'x', code: '123456' }],
    ['/supplier/detail', { suppliername: '\u0000' }],
    ['/util/list', { reqname: 'getudztb', str: 'a\u0000b' }],
    ['/util/list', { reqname: 'getudztbline', udztbnum: 'U-WAIT\u0000' }],
    ['/util/list', { reqname: 'getjlludztb', suppliername: 'S\u0000', rfqnum: 'R' }],
    ['/util/update', { reqname: 'updateudztb', udztb: ['U-WAIT'], commentstojll: 'hi\u0000there' }],
  ])('refuses a NUL character in a string field of %s with 1000002', async (path, body) => {
    const r = await server.post(path, body, pat);
    expect(r.code).toBe(1000002);
  });

  it('refuses a NUL in a search query string with 1000002', async () => {
    const res = await fetch(`${server.url}/samex/rest/file/1?s=1&exp=1&sig=a%00b`);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).code).toBe(1000002);
  });

  it.each([
    ["a path parameter over the router's length limit", `/samex/rest/file/${'9'.repeat(200)}`],
    ['a malformed %-escape in the path', '/samex/rest/tender/attachments/%E0%A4%A'],
  ])('answers %s with a coded 1000002', async (_label, path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(1000002);
  });

  it("refuses a NUL in an upload's fields and saves nothing", async () => {
    const before = await documentIds();
    const form = new FormData();
    form.set('filename', 'bad\u0000name.pdf');
    form.set('data', JSON.stringify({ ownerid: ids.s1, ownertable: 'SUPPLIER', description: 'x\u0000y' }));
    form.set('file', new Blob(['%PDF-1.4']), 'bad.pdf');
    const res = await fetch(`${server.url}/samex/rest/common/upload`, {
      method: 'POST',
      headers: { authorization: pat },
      body: form,
    });
    expect((await res.json()).code).toBe(1000002);
    expect(await documentIds()).toEqual(before);
  });

  it.each([
    ['/workflow/submitworkflow', { ownertable: 'UDZTB', ownerid: 'Infinity', actionid: 1 }],
    ['/workflow/submitworkflow', { ownertable: 'UDZTB', ownerid: 1, actionid: 'Infinity' }],
    ['/scope/detail', { svcscopeid: 'Infinity' }],
    ['/util/update', { reqname: 'updateudztb', udztb: ['U-WAIT'], version: 'Infinity' }],
  ])('refuses "Infinity" in an integer field of %s with 1000002', async (path, body) => {
    const r = await server.post(path, body, pat);
    expect(r.code).toBe(1000002);
  });

  it('answers a multipart body cut before its closing boundary with 1000002 and saves nothing', async () => {
    const before = await documentIds();
    const boundary = '----tp-cut-boundary';
    const data = JSON.stringify({ ownerid: ids.s1, ownertable: 'SUPPLIER', description: 'cut' });
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connection ends',
    ].join('');
    const res = await fetch(`${server.url}/samex/rest/common/upload`, {
      method: 'POST',
      headers: { authorization: pat, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).code).toBe(1000002);
    expect(await documentIds()).toEqual(before);
  });
});
