import { buyerOperations } from '@tender/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCalls, buyerFixture, daysFromNow, login, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 17: the buyer calls are a buyer's only (a staff user with the role): a supplier, staff without
// the role and a caller without a session are refused on EVERY /buyer path, whatever the body; a buyer of
// another site hears "no such tender" (4000001) for an RFQ of this site and never finds it in a list.

describe.each(bothDatabases)('who may call the buyer console on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let far: string;
  let staff: string;
  let supplier: string;
  let calls: ReturnType<typeof buyerCalls>;
  let rfqnum: string;
  let published: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
    far = await login(server, sink, 'br-far');
    staff = await login(server, sink, 'br-staff');
    supplier = await login(server, sink, 'br-a-en');
    rfqnum = (await calls.save(buyer, rfqInput({ description: 'Harbour site only' }))).data.rfqnum;
    published = (await calls.save(buyer, rfqInput({ description: 'Harbour published' }))).data.rfqnum;
    expect((await calls.invite(buyer, published, ['BR-A'])).code).toBe(0);
    expect((await calls.publish(buyer, published)).code).toBe(0);
    await server.built.ctx.tasks.idle();
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('refuses a supplier, staff without the role and no session on every buyer path', async () => {
    expect(buyerOperations.length).toBeGreaterThanOrEqual(13);
    const valid: Record<string, unknown> = {
      '/buyer/rfq/list': {},
      '/buyer/rfq/detail': { rfqnum },
      '/buyer/rfq/save': { rfq: rfqInput({ rfqnum }), version: 0 },
      '/buyer/rfq/invite': { rfqnum, suppliers: ['BR-B'] },
      '/buyer/rfq/uninvite': { rfqnum, suppliers: ['BR-B'] },
      '/buyer/rfq/publish': { rfqnum },
      '/buyer/supplier/search': { str: 'BR' },
    };
    for (const op of buyerOperations) {
      for (const body of [valid[op.path] ?? {}, {}]) {
        for (const [who, token, code] of [
          ['supplier', supplier, 1000004],
          ['staff', staff, 1000004],
          ['nobody', undefined, 2000003],
        ] as const) {
          const reply = await server.post(op.path, body, token);
          expect(reply.code, `${op.path} as ${who}`).toBe(code);
        }
      }
    }
    // Nothing changed: the draft is as created, with nobody invited.
    const detail = await calls.detail(buyer, rfqnum);
    expect(detail.data).toMatchObject({ status: 'DRAFT', version: 0, invitations: [] });
  });

  it('answers a buyer of another site "no such tender" and lists none of this site’s RFQs', async () => {
    const version = 0;
    for (const number of [rfqnum, published]) {
      expect((await calls.detail(far, number)).code).toBe(4000001);
      expect((await calls.save(far, rfqInput({ rfqnum: number }), version)).code).toBe(4000001);
      expect((await calls.invite(far, number, ['BR-C'])).code).toBe(4000001);
      expect((await calls.uninvite(far, number, ['BR-A'])).code).toBe(4000001);
      expect((await calls.publish(far, number)).code).toBe(4000001);
    }
    expect((await calls.list(far, { str: 'harbour' })).data).toEqual({ rfqs: [], totalcount: 0 });
    // A new RFQ under a number of this site: the one refusal a number taken on the buyer's own site gets,
    // which does not say that it exists (issue 28, finding 7).
    const ownTaken = (await calls.save(buyer, rfqInput({ rfqnum }))) as { code: number; message: string };
    const farTaken = (await calls.save(far, rfqInput({ rfqnum }))) as { code: number; message: string };
    expect(farTaken.code).toBe(5600013);
    expect({ code: farTaken.code, message: farTaken.message }).toEqual({
      code: ownTaken.code,
      message: ownTaken.message,
    });
    expect(farTaken.message).toBe(
      'This RFQ number cannot be used. Choose another, or leave it blank to be given the next number.',
    );
    expect((await calls.list(buyer, { str: 'harbour' })).data.totalcount).toBe(2);
    // The other site's own drafts are its site's: the buyer here does not see them either.
    const theirs = await calls.save(
      far,
      rfqInput({ description: 'Macau draft', closingdate: daysFromNow(3) }),
    );
    expect(theirs.code).toBe(0);
    expect((await calls.detail(buyer, theirs.data.rfqnum)).code).toBe(4000001);
    const row = await server.built.ctx.db
      .selectFrom('rfq')
      .select('siteid')
      .where('rfqnum', '=', theirs.data.rfqnum)
      .executeTakeFirstOrThrow();
    expect(row.siteid).toBe('MOHQ');
    // Nothing of this site changed.
    expect((await calls.detail(buyer, rfqnum)).data).toMatchObject({
      status: 'DRAFT',
      version: 0,
      invitations: [],
    });
    const open = await calls.detail(buyer, published);
    expect(open.data.status).toBe('OPEN');
    expect(open.data.invitations.map((i) => i.suppliercode)).toEqual(['BR-A']);
  });
});
