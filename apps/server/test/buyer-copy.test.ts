import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCalls, keysOf, login, PRICE_FIELDS, user } from './helpers/buyer-rfq-fixture.ts';
import { upload } from './helpers/profile-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33, item 1: "Copy" on an RFQ of the site and named templates. A copy is a new draft with the
// description, lines, attachments (new files, same bytes), site inspections and invitees (re-checked),
// never a price, a date, a question or the history; the sealed bid stays sealed whatever the source held.

type Row = Record<string, unknown>;

const LINES = [
  { seqno: 1, description: 'Linen service', header: true },
  { seqno: 2, description: 'Bed sheets', autocal: 'Y', totalamountreq: true, quantity: '1200', unit: 'set' },
  { seqno: 3, description: 'Towels', autocal: 'Y', totalamountreq: true, quantity: '800', unit: 'pc' },
  { seqno: 4, description: 'Subtotal', autocal: '2+3' },
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'CP-A', name: 'Alpha Linen Ltd' },
    { code: 'CP-B', name: 'Beta Laundry Ltd' },
    { code: 'CP-C', name: 'Gamma Textiles Ltd' },
    { code: 'CP-D', name: 'Delta Wash Ltd' },
  ],
  users: [
    user('cp-buyer', 'Vera Buyer', { siteid: 'HKHQ', roles: ['buyer'] }),
    user('cp-approver', 'Alan Approver', { siteid: 'HKHQ', roles: ['approver'] }),
    user('cp-far', 'Mo Faraway', { siteid: 'MOHQ', roles: ['buyer'] }),
    user('cp-a', 'Ann Alpha', { supplier: 'CP-A', siteid: 'HKHQ' }),
    // CP-B's only account is locked below; CP-C has none: neither can receive an invitation any more.
    user('cp-b', 'Bo Beta', { supplier: 'CP-B', siteid: 'HKHQ' }),
    user('cp-d', 'Dee Delta', { supplier: 'CP-D', siteid: 'HKHQ' }),
  ],
  rfqs: [
    {
      rfqnum: 'CP-LINEN-2025',
      description: 'Annual linen service 2025',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      tendercollectvia: 'Online',
      bidmethod: 'Online',
      contact1: 'Vera Buyer',
      email1: 'cp-buyer@example.com',
      remark: 'Deliveries twice a week.',
      hassiteinspection: true,
      siteinspections: [
        {
          buildingcode: 'HK-01',
          buildingname: 'Harbour Hotel',
          contact: 'Mr Lee',
          arrangementdetails: 'Laundry room, basement 1',
          replydate: '2025-03-01T10:00:00+08:00',
        },
      ],
      lines: LINES,
    },
  ],
  invitations: [
    {
      udztbnum: 'CP-LINEN-2025-A',
      rfqnum: 'CP-LINEN-2025',
      supplier: 'CP-A',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '13.57', linenotes: 'incl. pressing' },
        { seqno: 3, unitprice: '2.46' },
      ],
    },
    {
      udztbnum: 'CP-LINEN-2025-B',
      rfqnum: 'CP-LINEN-2025',
      supplier: 'CP-B',
      status: 'SUBMITED',
      prices: [{ seqno: 2, unitprice: '97.31' }],
    },
    { udztbnum: 'CP-LINEN-2025-C', rfqnum: 'CP-LINEN-2025', supplier: 'CP-C', status: 'NEW' },
    { udztbnum: 'CP-LINEN-2025-D', rfqnum: 'CP-LINEN-2025', supplier: 'CP-D', status: 'WTQUOTE' },
  ],
  questions: [{ key: 'CP-Q1', rfqnum: 'CP-LINEN-2025', supplier: 'CP-A', question: 'Weekend pick-ups?' }],
};

/** Every price a quotation of the source holds, as text: none may appear in anything about the copy. */
const PRICES = ['13.57', '2.46', '97.31', '16284', '1968', '18252', '116772', 'incl. pressing'];

describe.each(bothDatabases)('copy and templates on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let far: string;
  let approver: string;
  let supplier: string;
  let calls: ReturnType<typeof buyerCalls>;
  const db = () => server.built.ctx.db;
  const post = <T = Row>(path: string, body: unknown, token = buyer, lang?: string) =>
    server.post<{ data: T }>(`/buyer${path}`, body, token, lang);
  const copy = (body: Row, token = buyer) =>
    post<{ rfqnum: string; version: number; leftout: Array<{ code: string; name: string }> }>(
      '/rfq/copy',
      body,
      token,
    );
  const templates = (token = buyer) =>
    post<{ templates: Array<Row & { templateid: number; name: string }> }>('/template/list', {}, token);
  const download = async (docurl: unknown) => {
    const reply = await fetch(`${server.url}${String(docurl)}`);
    expect(reply.status).toBe(200);
    return Buffer.from(await reply.arrayBuffer());
  };
  const rfqId = async (rfqnum: string) =>
    (await db().selectFrom('rfq').select('id').where('rfqnum', '=', rfqnum).executeTakeFirstOrThrow()).id;
  /** Nothing anywhere in `value` is a price field or a price of the source. */
  const expectNoPrice = (value: unknown) => {
    const keys = keysOf(value);
    for (const field of PRICE_FIELDS) expect(keys.has(field), field).toBe(false);
    const text = JSON.stringify(value);
    for (const price of PRICES) expect(text, price).not.toContain(price);
  };

  const specBytes = Buffer.from('%PDF-1.4 linen specification \u0000\u00ff binary tail', 'latin1');

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url });
    await server.importFixture(fixture);
    buyer = await login(server, sink, 'cp-buyer');
    far = await login(server, sink, 'cp-far');
    approver = await login(server, sink, 'cp-approver');
    supplier = await login(server, sink, 'cp-a');
    await db().updateTable('app_user').set({ locked: true }).where('loginid', '=', 'cp-b').execute();
    calls = buyerCalls(server);
    const { rfqid } = (await calls.detail(buyer, 'CP-LINEN-2025')).data;
    const uploaded = await upload(
      server,
      buyer,
      { name: 'linen spec.pdf', bytes: specBytes },
      { ownerid: rfqid, ownertable: 'RFQ', description: 'Specification' },
    );
    expect(uploaded.code).toBe(0);
    // A supplier's own quotation file on the source: a copy never takes it.
    const quoting = await login(server, sink, 'cp-d');
    const invitation = await db()
      .selectFrom('udztb')
      .select('id')
      .where('udztbnum', '=', 'CP-LINEN-2025-D')
      .executeTakeFirstOrThrow();
    const own = await upload(
      server,
      quoting,
      { name: 'our prices.pdf', bytes: 'unit price 97.31' },
      { ownerid: invitation.id, ownertable: 'UDZTB', description: 'Priced schedule' },
    );
    expect(own.code).toBe(0);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('copies last year’s RFQ into a draft: description, lines, files, inspections, invitees re-checked', async () => {
    const source = (await calls.detail(buyer, 'CP-LINEN-2025')).data;
    const copied = await copy({ rfqnum: 'CP-LINEN-2025' });
    expect(copied.code).toBe(0);
    expectNoPrice(copied);
    const { rfqnum } = copied.data;
    expect(rfqnum).not.toBe('CP-LINEN-2025');
    // The locked-out and the account-less supplier are left out, and the buyer is told which.
    expect(copied.data.leftout).toEqual([
      { code: 'CP-B', name: 'Beta Laundry Ltd' },
      { code: 'CP-C', name: 'Gamma Textiles Ltd' },
    ]);

    const detail = (await calls.detail(buyer, rfqnum)).data;
    expectNoPrice(detail);
    expect(detail).toMatchObject({
      status: 'DRAFT',
      version: 0,
      revision: 0,
      closingdateset: false,
      description: 'Annual linen service 2025',
      tendercollectvia: 'Online',
      bidmethod: 'Online',
      contact1: 'Vera Buyer',
      email1: 'cp-buyer@example.com',
      remark: 'Deliveries twice a week.',
      hassiteinspection: true,
      publishedat: null,
      revisions: [],
      mails: [],
    });
    expect(detail.lines).toEqual(source.lines);
    expect(detail.siteinspections).toEqual([
      expect.objectContaining({ buildingcode: 'HK-01', buildingname: 'Harbour Hotel', replydate: null }),
    ]);
    // The invitees are a draft's pick list: no invitation, so no supplier sees the copy.
    expect(detail.invitations.map((i) => [i.suppliercode, i.udztbnum])).toEqual([
      ['CP-A', null],
      ['CP-D', null],
    ]);
    // Its history is its own creation only.
    expect(detail.audit.map((entry) => entry.action)).toEqual(['rfq.copy']);
    const id = await rfqId(rfqnum);
    expect(await db().selectFrom('udztb').select('id').where('rfq_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('question').select('id').where('rfq_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('rfq_revision').select('id').where('rfq_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('rfq_activity').select('id').where('rfq_id', '=', id).execute()).toEqual([]);

    // The file is a new file with the same bytes: a new id and a new stored key, not a link to the old one.
    const [original] = source.documents;
    expect(detail.documents.map((d) => d.filename)).toEqual(['linen spec.pdf']);
    const [file] = detail.documents;
    expect(file).toMatchObject({
      filename: 'linen spec.pdf',
      description: 'Specification',
      size: specBytes.length,
    });
    expect(file?.documentid).not.toBe(original?.documentid);
    expect(await download(file?.docurl)).toEqual(specBytes);
    const keys = await db()
      .selectFrom('document')
      .select(['ownerid', 'storage_key'])
      .where('ownertable', '=', 'RFQ')
      .where('filename', '=', 'linen spec.pdf')
      .execute();
    expect(new Set(keys.map((k) => k.storage_key)).size).toBe(2);
    // Deleting the source's file leaves the copy's intact.
    expect((await server.post('/common/deldoc', { docinfoid: original?.documentid }, buyer)).code).toBe(0);
    expect(await download((await calls.detail(buyer, rfqnum)).data.documents[0]?.docurl)).toEqual(specBytes);
    const again = await upload(
      server,
      buyer,
      { name: 'linen spec.pdf', bytes: specBytes },
      { ownerid: source.rfqid, ownertable: 'RFQ', description: 'Specification' },
    );
    expect(again.code).toBe(0);

    // In the list, too, the closing date is not set yet, and no price shows.
    const listed = (await calls.list(buyer, { str: rfqnum })).data.rfqs;
    expect(listed).toEqual([expect.objectContaining({ rfqnum, status: 'DRAFT', closingdateset: false })]);
    expectNoPrice(listed);
  });

  it('publishes a copy only once its closing date is set', async () => {
    const { rfqnum } = (await copy({ rfqnum: 'CP-LINEN-2025' })).data;
    expect((await calls.publish(buyer, rfqnum)).code).toBe(5600002);
    const detail = (await calls.detail(buyer, rfqnum)).data;
    const closingdate = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const saved = await calls.save(
      buyer,
      {
        rfqnum,
        description: detail.description,
        closingdate,
        tendercollectvia: 'Online',
        bidmethod: 'Online',
        lines: detail.lines,
      },
      detail.version,
    );
    expect(saved.code).toBe(0);
    const after = (await calls.detail(buyer, rfqnum)).data;
    expect(after).toMatchObject({ closingdateset: true, closingdate: new Date(closingdate).toISOString() });
    expect(await calls.publish(buyer, rfqnum)).toMatchObject({ code: 0, data: { invitations: 2 } });
    // The new invitations start unpriced.
    const lines = await db()
      .selectFrom('udztb_line')
      .innerJoin('udztb', 'udztb.id', 'udztb_line.udztb_id')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(['udztb_line.unitprice', 'udztb_line.totallineamount', 'udztb_line.linenotes'])
      .where('rfq.rfqnum', '=', rfqnum)
      .execute();
    expect(lines.length).toBe(8);
    for (const line of lines) {
      expect(line.unitprice).toBeNull();
      expect(line.totallineamount === null || Number(line.totallineamount) === 0).toBe(true);
      expect(line.linenotes ?? '').toBe('');
    }
  });

  it('is the buyer’s of the site only', async () => {
    expect((await copy({ rfqnum: 'CP-LINEN-2025' }, supplier)).code).toBe(1000004);
    expect((await copy({ rfqnum: 'CP-LINEN-2025' }, approver)).code).toBe(1000004);
    expect((await templates(approver)).code).toBe(1000004);
    expect((await post('/template/save', { rfqnum: 'CP-LINEN-2025', name: 'X' }, approver)).code).toBe(
      1000004,
    );
    expect((await post('/template/delete', { templateid: 1 }, supplier)).code).toBe(1000004);
    const other = await copy({ rfqnum: 'CP-LINEN-2025' }, far);
    expect(other.code).toBe(4000001);
    expect(other.data).toBeUndefined();
    expect((await post('/template/save', { rfqnum: 'CP-LINEN-2025', name: 'X' }, far)).code).toBe(4000001);
    expect((await copy({ rfqnum: 'CP-NOSUCH' })).code).toBe(4000001);
    // Both or neither of rfqnum and templateid: a bad request.
    expect((await copy({ rfqnum: 'CP-LINEN-2025', templateid: 1 })).code).toBe(1000002);
    expect((await copy({})).code).toBe(1000002);
  });

  it('saves a draft as a named template of the site, lists it, starts a new tender from it, deletes it', async () => {
    const { rfqnum } = (await copy({ rfqnum: 'CP-LINEN-2025' })).data;
    const saved = await post<{ templateid: number }>('/template/save', {
      rfqnum,
      name: ' Annual linen service ',
    });
    expect(saved.code).toBe(0);
    const { templateid } = saved.data;
    const listed = await templates();
    expectNoPrice(listed);
    expect(listed.data.templates).toEqual([
      {
        templateid,
        name: 'Annual linen service',
        description: 'Annual linen service 2025',
        lines: 4,
        documents: 1,
        suppliers: 2,
        updatedat: expect.any(String),
        updatedby: 'Vera Buyer',
      },
    ]);
    // Another site sees none of it, can neither use nor delete it.
    expect((await templates(far)).data.templates).toEqual([]);
    expect((await copy({ templateid }, far)).code).toBe(5600024);
    expect((await post('/template/delete', { templateid }, far)).code).toBe(5600024);

    // A name is the site's once, whatever its case; `replace` overwrites it.
    const taken = await post('/template/save', { rfqnum, name: 'ANNUAL LINEN SERVICE' }, buyer, 'ZH');
    expect(taken).toMatchObject({ code: 5600023, message: '本地点已有同名模板。' });
    const replaced = await post('/template/save', { rfqnum, name: 'Annual linen service', replace: true });
    expect(replaced).toMatchObject({ code: 0, data: { templateid } });
    const files = await db()
      .selectFrom('document')
      .select('storage_key')
      .where('ownertable', '=', 'TEMPLATE')
      .where('ownerid', '=', templateid)
      .execute();
    expect(files).toHaveLength(1);

    // New tender from the template: the same content, the closing date left to set.
    const fresh = await copy({ templateid });
    expect(fresh.code).toBe(0);
    expect(fresh.data.leftout).toEqual([]);
    expectNoPrice(fresh);
    const source = (await calls.detail(buyer, rfqnum)).data;
    const made = (await calls.detail(buyer, fresh.data.rfqnum)).data;
    expectNoPrice(made);
    expect(made).toMatchObject({
      status: 'DRAFT',
      closingdateset: false,
      description: 'Annual linen service 2025',
    });
    expect(made.lines).toEqual(source.lines);
    expect(made.invitations.map((i) => i.suppliercode)).toEqual(['CP-A', 'CP-D']);
    expect(made.documents.map((d) => d.filename)).toEqual(['linen spec.pdf']);
    expect(await download(made.documents[0]?.docurl)).toEqual(specBytes);
    // A supplier locked since the template was saved is left out when it is used.
    await db().updateTable('app_user').set({ locked: true }).where('loginid', '=', 'cp-d').execute();
    expect((await copy({ templateid })).data.leftout).toEqual([{ code: 'CP-D', name: 'Delta Wash Ltd' }]);
    await db().updateTable('app_user').set({ locked: false }).where('loginid', '=', 'cp-d').execute();

    // Deleting it removes its files from the storage; the drafts made from it keep theirs.
    const key = String(files[0]?.storage_key);
    expect(await server.built.ctx.storage.exists(key)).toBe(true);
    expect(await post('/template/delete', { templateid })).toMatchObject({ code: 0 });
    expect(await server.built.ctx.storage.exists(key)).toBe(false);
    expect((await templates()).data.templates).toEqual([]);
    expect((await copy({ templateid })).code).toBe(5600024);
    expect((await post('/template/delete', { templateid })).code).toBe(5600024);
    expect(await download((await calls.detail(buyer, fresh.data.rfqnum)).data.documents[0]?.docurl)).toEqual(
      specBytes,
    );
  });
});

describe.each(bothDatabases)('the demo’s template on %s', (kind) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('offers demo.buyer "Annual linen service", saved from the linen tender with its file, no price', async () => {
    server = await startTestServer(kind, { SEED_DEMO: '1', REMINDER_HOURS: '0' });
    const rows = await server.built.ctx.db
      .selectFrom('rfq_template')
      .select(['id', 'siteid', 'name', 'content'])
      .execute();
    expect(rows.map((row) => [row.siteid, row.name])).toEqual([['HKHQ', 'Annual linen service']]);
    const content = rows[0]?.content as { fields: Row; lines: Row[]; suppliers: string[] };
    expect(content.fields.description).toMatch(/^Linen supply and laundry/);
    expect(content.lines.length).toBeGreaterThan(0);
    expect(keysOf(content).has('unitprice')).toBe(false);
    expect(JSON.stringify(content)).not.toContain('68.00');
    const files = await server.built.ctx.db
      .selectFrom('document')
      .select('filename')
      .where('ownertable', '=', 'TEMPLATE')
      .execute();
    expect(files.map((f) => f.filename)).toEqual(['linen-specification.txt']);
  });
});
