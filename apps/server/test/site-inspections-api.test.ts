import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_PASSWORD, importExtrasFixture } from './helpers/tender-extras-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// getsiteinspection: the RFQ's site inspections, for invited suppliers only.

describe.each(testDatabases)('site inspections on %s', (kind) => {
  let server: TestServer;
  let a: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importExtrasFixture(server);
    a = await server.login('tx-a', EXTRAS_PASSWORD);
    staff = await server.login('tx-staff', EXTRAS_PASSWORD);
  });
  afterAll(() => server?.close());

  const inspections = (token: string | undefined, rfqnum: string) =>
    server.post<{ getsiteinspection: Record<string, unknown>[] }>(
      '/util/list',
      { reqname: 'getsiteinspection', rfqnum },
      token,
    );

  it('lists the inspections earliest first, with both spellings of the arrangement details', async () => {
    const reply = await inspections(a, ' TX-R-DOCS ');
    expect(reply.code).toBe(0);
    expect(reply.getsiteinspection).toEqual([
      {
        buildingcode: 'B1',
        buildingname: 'Tower One',
        contact: '',
        email: '',
        phone: '',
        arrangementdetalis: '',
        arrangementdetails: '',
        replydate: '2030-01-01T02:00:00.000Z',
      },
      {
        buildingcode: 'B2',
        buildingname: 'Tower Two',
        contact: 'Sam Site',
        email: 'sam@example.com',
        phone: '+852 2000 0002',
        arrangementdetalis: 'Meet at the loading bay',
        arrangementdetails: 'Meet at the loading bay',
        replydate: '2030-01-02T02:00:00.000Z',
      },
    ]);
    expect((await inspections(a, 'TX-R-BARE')).getsiteinspection).toEqual([]);
  });

  it('answers only invited suppliers', async () => {
    expect((await inspections(a, 'TX-R-PRIV')).code).toBe(4000001);
    expect((await inspections(a, 'NO-SUCH')).code).toBe(4000001);
    expect((await inspections(staff, 'TX-R-DOCS')).code).toBe(1000004);
    expect((await inspections(undefined, 'TX-R-DOCS')).code).toBe(2000003);
  });
});
