import { addDaysToIsoDate } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOf, importProfileFixture, PROFILE_PASSWORD, upload } from './helpers/profile-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

const today = () => new Date().toISOString().slice(0, 10);

interface Detail {
  data: Record<string, unknown> & {
    docs: Array<{ filename: string; docurl: string }>;
    contactlist: Array<Record<string, unknown>>;
    svcscopelist: Array<Record<string, unknown> & { certificates: Array<Record<string, unknown>> }>;
    licensecertlist: Array<Record<string, unknown>>;
  };
}

describe.each(testDatabases)('company profile on %s', (kind) => {
  let server: TestServer;
  let pat: string;
  let quinn: string;
  let sara: string;
  let ids: Awaited<ReturnType<typeof idsOf>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importProfileFixture(server);
    ids = await idsOf(server);
    pat = await server.login('pat', PROFILE_PASSWORD);
    quinn = await server.login('quinn', PROFILE_PASSWORD);
    sara = await server.login('sara', PROFILE_PASSWORD);
  });
  afterAll(() => server?.close());

  it('answers the general information with the spec field names', async () => {
    const r = await server.post<Detail>('/supplier/detail', { suppliername: 'SPROF1' }, pat);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      supplierid: ids.s1,
      suppliername: 'SPROF1',
      name: 'Profile Test Cleaning Ltd',
      addressline1: '1 Harbour Road',
      address2: 'Hong Kong',
      address3: 'HK',
      address4: '000000',
      phone: '+852 2000 1000',
      homepage: 'https://clean.example.com',
    });
    expect(r.data.docs.map((d) => d.filename)).toEqual(['company-profile.pdf']);
    expect(r.data.contactlist).toEqual([
      expect.objectContaining({
        contact: 'Pat Profile',
        salutation: 'Ms',
        position: 'Director',
        email: 'pat@example.com',
        status: 'ACTIVE',
        emailverified: 1,
      }),
    ]);
    const clean = r.data.svcscopelist.find((s) => s.svcscope === 'CLEAN');
    expect(clean).toMatchObject({
      svcscopeid: ids.clean,
      cert01: 'ISO 9001',
      cert01desc: 'Quality',
      certid01: 'Q-1',
      certexpdate01: addDaysToIsoDate(today(), 10),
      cert02: 'Hygiene',
      certexpdate02: addDaysToIsoDate(today(), -5),
      cert03: '',
      certexpdate05: '',
    });
    expect(clean?.certificates.map((c) => [c.slot, c.atttype, c.state])).toEqual([
      [1, 'cert01', 'expiring'],
      [2, 'cert02', 'expired'],
    ]);
    expect(r.data.licensecertlist).toEqual([
      expect.objectContaining({
        licensecertid: ids.br1,
        certkey: 'BR',
        expirydate: addDaysToIsoDate(today(), 20),
        state: 'expiring',
      }),
      expect.objectContaining({
        licensecertid: ids.ci1,
        certkey: 'CI',
        expirydate: '2099-01-01',
        state: 'valid',
      }),
    ]);
    // The login id (what the browser keeps) and no name at all both mean the caller's own supplier.
    expect((await server.post('/supplier/detail', { suppliername: 'pat' }, pat)).code).toBe(0);
    expect((await server.post('/supplier/detail', {}, pat)).code).toBe(0);
  });

  it("refuses another supplier's profile, and staff", async () => {
    expect((await server.post('/supplier/detail', { suppliername: 'SPROF2' }, pat)).code).toBe(1000004);
    expect((await server.post('/supplier/detail', { suppliername: 'SPROF1' }, quinn)).code).toBe(1000004);
    expect((await server.post('/supplier/update', { suppliername: 'SPROF2', phone: '1' }, pat)).code).toBe(
      1000004,
    );
    for (const path of [
      '/supplier/detail',
      '/supplier/update',
      '/scope/detail',
      '/scope/update',
      '/licensecert/detail',
      '/licensecert/update',
    ]) {
      const r = await server.post(
        path,
        {
          suppliername: 'SPROF1',
          svcscopeid: ids.clean,
          licensecertid: ids.br1,
          updateDetail: [{ svcscopeid: ids.clean, certificates: [] }],
        },
        sara,
      );
      expect(r.code, path).toBe(1000004);
    }
    expect((await server.post('/supplier/detail', {}, undefined)).code).toBe(2000003);
  });

  it('saves the editable fields, never the code or the company name', async () => {
    const r = await server.post(
      '/supplier/update',
      {
        suppliername: 'SPROF1',
        name: 'Renamed Ltd',
        code: 'HACKED',
        addressline1: ' 8 Harbour Road ',
        addressline2: 'Floor 2',
        addressline3: '',
        address2: 'Kowloon',
        address3: 'KLN',
        address4: '999077',
        phone: '+852 2999 0000',
        fax: '+852 2999 0001',
        homepage: 'http://www.clean.example.com',
      },
      pat,
      'ZH',
    );
    expect(r.code).toBe(0);
    expect(r.message).toBe('保存成功');
    const d = await server.post<Detail>('/supplier/detail', {}, pat);
    expect(d.data).toMatchObject({
      suppliername: 'SPROF1',
      name: 'Profile Test Cleaning Ltd',
      addressline1: '8 Harbour Road',
      addressline2: 'Floor 2',
      address2: 'Kowloon',
      address3: 'KLN',
      address4: '999077',
      fax: '+852 2999 0001',
      homepage: 'http://www.clean.example.com',
    });
    expect((await server.post('/supplier/update', { homepage: '' }, pat, 'EN')).message).toBe(
      'Save successfully',
    );
  });

  it('accepts an empty home page or one starting with http:// or https:// only', async () => {
    for (const homepage of ['www.example.com', 'ftp://example.com', 'javascript:alert(1)']) {
      const r = await server.post('/supplier/update', { homepage }, pat, 'EN');
      expect(r.code, homepage).toBe(5200001);
      expect(r.message).toBe('The URL must start with http:// or https://');
    }
    expect((await server.post('/supplier/update', { homepage: 'ftp://x' }, pat, 'ZHT')).message).toBe(
      '網址必須以 http:// 或 https:// 開頭',
    );
    expect((await server.post('/supplier/update', { homepage: 'HTTPS://Example.com' }, pat)).code).toBe(0);
  });

  it('answers a scope with its documents, and refuses a scope of another supplier', async () => {
    const r = await server.post<{
      data: { svcscope: string; docs: Array<{ filename: string; atttype: string }> };
    }>('/scope/detail', { suppliername: 'SPROF1', svcscopeid: ids.clean }, pat);
    expect(r.code).toBe(0);
    expect(r.data.svcscope).toBe('CLEAN');
    expect(r.data.docs).toEqual([expect.objectContaining({ filename: 'iso.pdf', atttype: 'cert01' })]);
    expect((await server.post('/scope/detail', { svcscopeid: ids.plumb }, pat)).code).toBe(1000004);
  });

  it('updates certificates, adds one to a free slot, and keeps to 5 per scope', async () => {
    const expiry = addDaysToIsoDate(today(), 15);
    const r = await server.post<{ data: { svcscopelist: Array<Record<string, unknown>> } }>(
      '/scope/update',
      {
        suppliername: 'SPROF1',
        updateDetail: [
          {
            svcscopeid: ids.clean,
            certificates: [
              { slot: 1, certid: 'Q-1-2026', certdesc: 'Quality (renewed)', certexpdate: '2099-12-31' },
              { slot: 3, cert: 'Safety', certdesc: 'Site safety', certid: 'S-3', certexpdate: expiry },
            ],
          },
        ],
      },
      pat,
      'ZHT',
    );
    expect(r.code).toBe(0);
    expect(r.message).toBe('儲存成功');
    expect(r.data.svcscopelist[0]).toMatchObject({
      cert01: 'ISO 9001',
      certid01: 'Q-1-2026',
      cert01desc: 'Quality (renewed)',
      certexpdate01: '2099-12-31',
      cert03: 'Safety',
      certexpdate03: expiry,
    });

    const six = Array.from({ length: 6 }, (_, i) => ({ slot: (i % 5) + 1, certid: `X${i}` }));
    const tooMany = await server.post(
      '/scope/update',
      { updateDetail: [{ svcscopeid: ids.elec, certificates: six }] },
      pat,
      'EN',
    );
    expect(tooMany.code).toBe(5200002);
    expect(tooMany.message).toBe('A service scope can hold at most 5 certificates.');
    const slotSix = await server.post(
      '/scope/update',
      { updateDetail: [{ svcscopeid: ids.elec, certificates: [{ slot: 6, cert: 'Sixth' }] }] },
      pat,
    );
    expect(slotSix.code).toBe(5200002);
    const five = Array.from({ length: 5 }, (_, i) => ({ slot: i + 1, cert: `C${i + 1}` }));
    expect(
      (
        await server.post(
          '/scope/update',
          { updateDetail: [{ svcscopeid: ids.elec, certificates: five }] },
          pat,
        )
      ).code,
    ).toBe(0);

    expect(
      (
        await server.post(
          '/scope/update',
          {
            updateDetail: [{ svcscopeid: ids.clean, certificates: [{ slot: 2, certexpdate: '2026-02-30' }] }],
          },
          pat,
        )
      ).code,
    ).toBe(1000002);
    expect(
      (
        await server.post(
          '/scope/update',
          { updateDetail: [{ svcscopeid: ids.clean, certificates: [{ slot: 2 }, { slot: 2 }] }] },
          pat,
        )
      ).code,
    ).toBe(1000002);
  });

  it("changes nothing when one scope of the batch is another supplier's", async () => {
    const r = await server.post(
      '/scope/update',
      {
        updateDetail: [
          { svcscopeid: ids.clean, certificates: [{ slot: 2, certid: 'SHOULD-NOT-SAVE' }] },
          { svcscopeid: ids.plumb, certificates: [{ slot: 1, cert: 'Intruder' }] },
        ],
      },
      pat,
    );
    expect(r.code).toBe(1000004);
    const cert = await server.built.ctx.db
      .selectFrom('svc_scope_cert')
      .select('certid')
      .where('svc_scope_id', '=', ids.clean)
      .where('slot', '=', 2)
      .executeTakeFirstOrThrow();
    expect(cert.certid).toBe('H-2');
    const plumb = await server.built.ctx.db
      .selectFrom('svc_scope_cert')
      .select('slot')
      .where('svc_scope_id', '=', ids.plumb)
      .execute();
    expect(plumb).toEqual([]);
  });

  it('answers and updates a licence, and refuses a licence of another supplier', async () => {
    const d = await server.post<{ data: Record<string, unknown> & { docs: Array<{ filename: string }> } }>(
      '/licensecert/detail',
      { suppliername: 'SPROF1', licensecertid: ids.br1 },
      pat,
    );
    expect(d.code).toBe(0);
    expect(d.data).toMatchObject({
      licensecertid: ids.br1,
      certkey: 'BR',
      description: 'Business registration',
      state: 'expiring',
    });
    expect(d.data.docs.map((doc) => doc.filename)).toEqual(['br.pdf']);

    const u = await server.post<{ data: Record<string, unknown> }>(
      '/licensecert/update',
      {
        suppliername: 'SPROF1',
        licensecertid: String(ids.br1),
        description: 'BR 2027',
        expirydate: '2027-06-30',
      },
      pat,
      'EN',
    );
    expect(u.code).toBe(0);
    expect(u.message).toBe('Save successfully');
    expect(u.data).toMatchObject({ description: 'BR 2027', expirydate: '2027-06-30' });
    expect(
      (await server.post('/licensecert/update', { licensecertid: ids.br1, expirydate: '' }, pat)).code,
    ).toBe(0);
    const cleared = await server.post<{ data: Record<string, unknown> }>(
      '/licensecert/detail',
      { licensecertid: ids.br1 },
      pat,
    );
    expect(cleared.data).toMatchObject({ expirydate: '', state: null });

    expect((await server.post('/licensecert/detail', { licensecertid: ids.br2 }, pat)).code).toBe(1000004);
    expect(
      (await server.post('/licensecert/update', { licensecertid: ids.br2, description: 'x' }, pat)).code,
    ).toBe(1000004);
    const other = await server.built.ctx.db
      .selectFrom('license_cert')
      .select('description')
      .where('id', '=', ids.br2)
      .executeTakeFirstOrThrow();
    expect(other.description).toBe('Other BR');
  });

  it('lists uploaded scope attachments by certificate type', async () => {
    const up = await upload(
      server,
      pat,
      { name: 'safety.pdf', bytes: '%PDF safety' },
      { ownerid: ids.clean, ownertable: 'SVCSCOPE', atttype: 'cert03' },
    );
    expect(up.code).toBe(0);
    const r = await server.post<{
      data: { docs: Array<{ filename: string; atttype: string; docurl: string }> };
    }>('/scope/detail', { svcscopeid: ids.clean }, pat);
    expect(r.data.docs.map((d) => [d.filename, d.atttype])).toEqual([
      ['iso.pdf', 'cert01'],
      ['safety.pdf', 'cert03'],
    ]);
    const file = await fetch(`${server.url}${r.data.docs[1]?.docurl}`);
    expect(await file.text()).toBe('%PDF safety');
  });

  it('summarises what the supplier must act on for the home page', async () => {
    const r = await server.post<{
      gethomesummary: Array<{
        waiting: number;
        closingsoon: Array<Record<string, unknown>>;
        certificates: Array<Record<string, unknown>>;
      }>;
    }>('/util/list', { reqname: 'gethomesummary' }, pat);
    expect(r.code).toBe(0);
    const summary = r.gethomesummary[0];
    expect(summary?.waiting).toBe(2);
    expect(summary?.closingsoon).toEqual([
      expect.objectContaining({
        udztbnum: 'U-WAIT',
        rfqnum: 'R-OPEN',
        tenderdesc: 'Open tender',
        status: 'WTQUOTE',
      }),
    ]);
    expect(summary?.certificates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'certificate',
          name: 'CLEAN - Hygiene',
          state: 'expired',
          svcscopeid: ids.clean,
          slot: 2,
        }),
        expect.objectContaining({ kind: 'certificate', name: 'CLEAN - Safety', state: 'expiring', slot: 3 }),
      ]),
    );
    expect(summary?.certificates.every((c) => c.state === 'expired' || c.state === 'expiring')).toBe(true);
    const other = await server.post<{ gethomesummary: Array<{ waiting: number; certificates: unknown[] }> }>(
      '/util/list',
      { reqname: 'gethomesummary' },
      quinn,
    );
    expect(other.gethomesummary[0]).toMatchObject({ waiting: 1, certificates: [] });
    expect((await server.post('/util/list', { reqname: 'gethomesummary' }, sara)).code).toBe(1000004);
  });
});
