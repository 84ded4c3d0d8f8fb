import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Work orders for suppliers: only their own are listed and opened, the search takes its text literally,
// and only the workflow owner submits action 1 or deletes a document (after the submit, nobody is owner).

const PASSWORD = 'Orders#2026ok';
type Row = Record<string, unknown>;

function order(wonum: string, supplier: string, day: number, extra: Row = {}): Row {
  return {
    wonum,
    supplier,
    description: `Repair job ${wonum}`,
    locationdesc: 'Tower 1, L2',
    assetnum: `AS-${wonum}`,
    assetdesc: 'Asset',
    status: 'INPRG',
    statusdate: `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`,
    createdate: `2026-03-${String(day).padStart(2, '0')}T08:00:00Z`,
    createby: 'GRACE.LAM',
    lead: 'Peter Yip',
    workflowowner: false,
    ...extra,
  };
}

// Twelve of supplier A's (one more page than the default 10), created on days 1..12.
const ownOrders = [
  order('WOA-OWN', 'WO-A', 12, {
    workflowowner: true,
    targstartdate: '2026-03-13T00:00:00Z',
    targcompdate: '2026-03-14T00:00:00Z',
    schedstart: '2026-03-13T01:00:00Z',
    schedfinish: '2026-03-14T01:00:00Z',
    files: [
      { path: 'wo-photo.txt', description: 'Photo before' },
      { path: 'wo-report.txt', description: 'Report' },
    ],
  }),
  order('WOA-WAPPR', 'WO-A', 11, { status: 'WAPPR', workflowowner: true }),
  order('WOA-NOTOWN', 'WO-A', 10, {
    workflowowner: false,
    files: [{ path: 'wo-photo.txt', description: 'Photo' }],
  }),
  order('WOA-PCT', 'WO-A', 9, { description: 'Clean 100% of the lobby' }),
  order('WOA-UND', 'WO-A', 8, { locationdesc: 'Plant_room B' }),
  ...[7, 6, 5, 4, 3, 2, 1].map((day) => order(`WOA-0${day}`, 'WO-A', day)),
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'WO-A', name: 'Orders Alpha Ltd' },
    { code: 'WO-B', name: 'Orders Beta Ltd' },
  ],
  users: [
    {
      loginid: 'wo-a',
      username: 'Alpha',
      email: 'wo-a@example.com',
      password: PASSWORD,
      supplier: 'WO-A',
      siteid: 'HK06',
      emailverified: true,
    },
    {
      loginid: 'wo-b',
      username: 'Beta',
      email: 'wo-b@example.com',
      password: PASSWORD,
      supplier: 'WO-B',
      siteid: 'HK06',
      emailverified: true,
    },
    {
      loginid: 'wo-staff',
      username: 'Staff',
      email: 'wo-staff@example.com',
      password: PASSWORD,
      siteid: 'HK06',
      emailverified: true,
    },
  ],
  workorders: [
    ...ownOrders,
    order('WOB-1', 'WO-B', 15, {
      workflowowner: true,
      description: 'Clean 100% of the roof',
      files: [{ path: 'wo-report.txt', description: 'Beta report' }],
    }),
  ],
};

describe.each(testDatabases)('work orders on %s', (kind) => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;
  let staff: string;

  const woList = (body: Row, token: string) =>
    server.post<{ data: { woResList: Row[]; totalcount: number } }>('/workorder/list', body, token);
  const detail = (wonum: string, token: string, extra: Row = {}) =>
    server.post<{ data: Row & { docs: Row[] } }>(
      '/workorder/detail',
      { worktype: 'CM', wonum, ...extra },
      token,
    );
  const workOrder = (wonum: string) =>
    server.built.ctx.db
      .selectFrom('work_order')
      .selectAll()
      .where('wonum', '=', wonum)
      .executeTakeFirstOrThrow();
  const submit = async (wonum: string, token: string, extra: Row = {}, lang?: string) =>
    server.post(
      '/workflow/submitworkflow',
      { assigncode: '', ownertable: 'WO', ownerid: (await workOrder(wonum)).id, actionid: 1, ...extra },
      token,
      lang,
    );
  const docsOf = async (wonum: string) =>
    server.built.ctx.db
      .selectFrom('document')
      .select(['id', 'storage_key'])
      .where('ownertable', '=', 'WO')
      .where('ownerid', '=', (await workOrder(wonum)).id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await writeFile(join(server.dataDir, 'wo-photo.txt'), 'a photo');
    await writeFile(join(server.dataDir, 'wo-report.txt'), 'a report');
    await server.importFixture(fixture);
    tokenA = await server.login('wo-a', PASSWORD);
    tokenB = await server.login('wo-b', PASSWORD);
    staff = await server.login('wo-staff', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('lists only the caller’s work orders, newest first, 10 a page by default', async () => {
    const first = await woList(
      { searchdesc: '', worktype: 'CM', pageno: 1, wonum: '', assetnum: '' },
      tokenA,
    );
    expect(first.code).toBe(0);
    expect(first.data.totalcount).toBe(12);
    expect(first.data.woResList.map((r) => r.wonum)).toEqual(ownOrders.slice(0, 10).map((o) => o.wonum));
    expect(first.data.woResList[0]).toEqual({
      workorderid: (await workOrder('WOA-OWN')).id,
      wonum: 'WOA-OWN',
      description: 'Repair job WOA-OWN',
      locationdesc: 'Tower 1, L2',
      assetnum: 'AS-WOA-OWN',
      assetdesc: 'Asset',
      status: 'INPRG',
      statusdate: '2026-03-12T09:00:00.000Z',
      createdate: '2026-03-12T08:00:00.000Z',
      createby: 'GRACE.LAM',
      lead: 'Peter Yip',
      workflowowner: '1',
    });
    expect(first.data.woResList[2]?.workflowowner).toBe('0');
    const second = await woList({ worktype: 'CM', pageno: '2', pagesize: '10' }, tokenA);
    expect(second.data.woResList.map((r) => r.wonum)).toEqual(['WOA-02', 'WOA-01']);
    expect(second.data.totalcount).toBe(12);
    const small = await woList({ pageno: 3, pagesize: 5 }, tokenA);
    expect(small.data.woResList.map((r) => r.wonum)).toEqual(['WOA-02', 'WOA-01']);
    const beta = await woList({ worktype: 'CM' }, tokenB);
    expect(beta.data.woResList.map((r) => r.wonum)).toEqual(['WOB-1']);
    for (const body of [
      { worktype: 'PM' },
      { pagesize: '101' },
      { pageno: 0 },
      { searchdesc: 'x'.repeat(201) },
    ]) {
      expect((await woList(body, tokenA)).code, JSON.stringify(body)).toBe(1000002);
    }
  });

  it('searches number, description and location with %, _ and quotes taken literally', async () => {
    const found = async (body: Row) =>
      (await woList({ worktype: 'CM', ...body }, tokenA)).data.woResList.map((r) => r.wonum);
    expect(await found({ searchdesc: '%' })).toEqual(['WOA-PCT']);
    expect(await found({ searchdesc: '_' })).toEqual(['WOA-UND']);
    expect(await found({ searchdesc: '  plant_ROOM ' })).toEqual(['WOA-UND']);
    expect(await found({ searchdesc: 'woa-0' })).toEqual([
      'WOA-07',
      'WOA-06',
      'WOA-05',
      'WOA-04',
      'WOA-03',
      'WOA-02',
      'WOA-01',
    ]);
    expect(await found({ searchdesc: "' or '1'='1" })).toEqual([]);
    expect(await found({ searchdesc: 'WOB' })).toEqual([]);
    expect(await found({ searchdesc: 'roof' })).toEqual([]);
    expect(await found({ wonum: 'woa-pct' })).toEqual(['WOA-PCT']);
    expect(await found({ wonum: 'WOB-1' })).toEqual([]);
    expect(await found({ assetnum: 'AS-WOA-UND' })).toEqual(['WOA-UND']);
    const counted = await woList({ searchdesc: '%' }, tokenA);
    expect(counted.data.totalcount).toBe(1);
  });

  it('opens the caller’s own work order with every field and its documents, never another’s', async () => {
    const reply = await detail('WOA-OWN', tokenA, { assetnum: 'AS-WOA-OWN' });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      workorderid: (await workOrder('WOA-OWN')).id,
      wonum: 'WOA-OWN',
      worktype: 'CM',
      description: 'Repair job WOA-OWN',
      locationdesc: 'Tower 1, L2',
      assetnum: 'AS-WOA-OWN',
      assetdesc: 'Asset',
      status: 'INPRG',
      statusdate: '2026-03-12T09:00:00.000Z',
      createdate: '2026-03-12T08:00:00.000Z',
      createby: 'GRACE.LAM',
      lead: 'Peter Yip',
      targstartdate: '2026-03-13T00:00:00.000Z',
      targcompdate: '2026-03-14T00:00:00.000Z',
      schedstart: '2026-03-13T01:00:00.000Z',
      schedfinish: '2026-03-14T01:00:00.000Z',
      actfinish: null,
      workflowowner: '1',
    });
    expect(reply.data.docs.map((d) => [d.filename, d.description])).toEqual([
      ['wo-photo.txt', 'Photo before'],
      ['wo-report.txt', 'Report'],
    ]);
    const link = reply.data.docs[0]?.docurl as string;
    expect(link).toMatch(/^\/samex\/rest\/file\/\d+\?/);
    const download = await fetch(`${server.url}${link}`);
    expect(await download.text()).toBe('a photo');

    const missing = await detail('WOA-NOPE', tokenA);
    const foreign = await detail('WOB-1', tokenA);
    expect(foreign.code).toBe(5300001);
    expect(foreign).toEqual(missing);
    expect(foreign.data).toBeUndefined();
    expect((await detail('WOA-OWN', tokenA, { assetnum: 'AS-OTHER' })).code).toBe(5300001);
    expect((await detail('WOA-OWN', tokenA, { worktype: 'PM' })).code).toBe(1000002);
    expect((await detail('WOA-OWN', staff)).code).toBe(1000004);
    expect((await server.post('/workorder/detail', { wonum: 'WOA-OWN' })).code).toBe(2000003);
  });

  it('lets only the workflow owner delete a document of the work order', async () => {
    const [photo, report] = await docsOf('WOA-OWN');
    const [betaDoc] = await docsOf('WOB-1');
    const notOwnDoc = (await docsOf('WOA-NOTOWN'))[0];
    const ownId = (await workOrder('WOA-OWN')).id;
    const del = (docinfoid: unknown, ownerid: unknown, token: string, lang?: string) =>
      server.post('/workorder/deldoc', { docinfoid, ownerid }, token, lang);

    expect((await del(photo?.id, ownId, tokenB)).code).toBe(5300001);
    expect((await del(photo?.id, (await workOrder('WOB-1')).id, tokenB)).code).toBe(5100001);
    expect((await del(betaDoc?.id, ownId, tokenA)).code).toBe(5100001);
    // A document of another work order, even the caller's own, is not this one's.
    expect((await del(notOwnDoc?.id, ownId, tokenA)).code).toBe(5100001);
    expect((await del(notOwnDoc?.id, (await workOrder('WOA-NOTOWN')).id, tokenA)).code).toBe(5300002);
    expect((await del(photo?.id, ownId, staff)).code).toBe(1000004);
    expect((await del('x', ownId, tokenA)).code).toBe(1000002);
    expect(await docsOf('WOA-OWN')).toHaveLength(2);

    const done = await del(String(photo?.id), String(ownId), tokenA, 'ZHT');
    expect(done).toMatchObject({ code: 0, success: true, message: '檔案刪除成功！' });
    expect((await docsOf('WOA-OWN')).map((d) => d.id)).toEqual([report?.id]);
    expect((await detail('WOA-OWN', tokenA)).data.docs).toHaveLength(1);
  });

  it('lets only the workflow owner submit action 1, which completes the work and hands the workflow on', async () => {
    expect((await submit('WOA-NOTOWN', tokenA)).code).toBe(5300002);
    expect((await submit('WOB-1', tokenA)).code).toBe(5300001);
    expect((await submit('WOA-OWN', tokenB)).code).toBe(5300001);
    expect((await submit('WOA-OWN', tokenA, { actionid: 4 })).code).toBe(1000002);
    expect((await submit('WOA-WAPPR', tokenA)).code).toBe(5300003);
    expect((await submit('WOA-OWN', staff)).code).toBe(1000004);
    expect(
      (
        await server.post(
          '/workflow/submitworkflow',
          { ownertable: 'WO', ownerid: '99999999999', actionid: 1 },
          tokenA,
        )
      ).code,
    ).toBe(5300001);
    expect((await workOrder('WOA-OWN')).status).toBe('INPRG');

    const before = Date.now();
    const done = await submit('WOA-OWN', tokenA, { commentstojll: 'Finished, photos attached' });
    expect(done).toMatchObject({
      code: 0,
      success: true,
      status: 'COMP',
      message: 'Successfully submitted workflow!',
    });
    const stored = await workOrder('WOA-OWN');
    expect(stored).toMatchObject({ status: 'COMP', workflowowner: false });
    expect(stored.statusdate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.actfinish?.getTime()).toBe(stored.statusdate?.getTime());
    const audit = await server.built.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'from_status', 'to_status', 'comment'])
      .where('entity', '=', 'work_order')
      .where('entity_id', '=', String(stored.id))
      .execute();
    expect(audit).toEqual([
      { action: 'workflow', from_status: 'INPRG', to_status: 'COMP', comment: 'Finished, photos attached' },
    ]);

    // The workflow moved on: the supplier is no longer its owner.
    expect((await submit('WOA-OWN', tokenA)).code).toBe(5300002);
    const [report] = await docsOf('WOA-OWN');
    expect(
      (await server.post('/workorder/deldoc', { docinfoid: report?.id, ownerid: stored.id }, tokenA)).code,
    ).toBe(5300002);
    expect((await detail('WOA-OWN', tokenA)).data.workflowowner).toBe('0');

    const zh = await submit('WOB-1', tokenB, {}, 'ZH');
    expect(zh).toMatchObject({ code: 0, status: 'COMP', message: '流程提交成功！' });
  });
});
