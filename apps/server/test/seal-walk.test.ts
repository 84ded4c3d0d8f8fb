import { type NamedOperation, namedOperations, type Operation, operations } from '@tender/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleOf } from './helpers/fuzz-values.ts';
import { upload } from './helpers/profile-fixture.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// The seal (issue 28): a quotation submitted before its closing date is walked past every call of the API
// contract, as a staff user of its site, a buyer of its site, another supplier invited to the same RFQ and
// a supplier that is not invited, each with a valid body that names the sealed tender, its RFQ, its
// supplier and every document id; and every file id is asked for. No reply may carry any of its prices,
// totals, notes, or its document's name or bytes. The supplier itself must find them all (so the walk
// cannot pass by finding nothing anywhere).

const PASSWORD = 'Seal#2026walk';
const API = '/samex/rest';

const user = (loginid: string, extra: Record<string, unknown>) => ({
  loginid,
  username: loginid,
  email: `${loginid}@example.com`,
  password: PASSWORD,
  siteid: 'HKHQ',
  emailverified: true,
  ...extra,
});

const LINES = [
  { seqno: 1, description: 'Section', header: true },
  {
    seqno: 2,
    description: 'Night cleaning',
    autocal: 'Y',
    totalamountreq: true,
    quantity: '3',
    unit: 'night',
  },
  {
    seqno: 3,
    description: 'Carpet care',
    autocal: 'Y',
    totalamountreq: true,
    neednotes: true,
    quantity: '7',
    unit: 'm2',
  },
  { seqno: 4, description: 'Subtotal', autocal: '2+3' },
  { seqno: 5, description: 'Lump sum', totalamountreq: true },
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SW-OWN', name: 'Owner Sealed Ltd' },
    { code: 'SW-RIV', name: 'Rival Invited Ltd' },
    { code: 'SW-OUT', name: 'Outsider Ltd' },
  ],
  users: [
    user('sw-own', { supplier: 'SW-OWN' }),
    user('sw-riv', { supplier: 'SW-RIV' }),
    user('sw-out', { supplier: 'SW-OUT' }),
    user('sw-staff', {}),
    user('sw-buyer', { roles: ['buyer'] }),
    user('sw-approver', { roles: ['approver'] }),
  ],
  rfqs: [
    { rfqnum: 'SW-R', description: 'Sealed walk', siteid: 'HKHQ', closingdate: 'today+5d', lines: LINES },
    // Issue 29: an opening quorum of two, closed once quoted, unsealed by nobody.
    {
      rfqnum: 'SW-Q',
      description: 'Quorum walk',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      openingquorum: 2,
      lines: LINES,
    },
  ],
  invitations: [
    { udztbnum: 'SW-T-OWN', rfqnum: 'SW-R', supplier: 'SW-OWN', status: 'WTQUOTE' },
    { udztbnum: 'SW-T-RIV', rfqnum: 'SW-R', supplier: 'SW-RIV', status: 'WTQUOTE' },
    { udztbnum: 'SW-Q-OWN', rfqnum: 'SW-Q', supplier: 'SW-OWN', status: 'WTQUOTE' },
    { udztbnum: 'SW-Q-RIV', rfqnum: 'SW-Q', supplier: 'SW-RIV', status: 'WTQUOTE' },
  ],
};

/** What the owner types: figures and words found nowhere else. */
const UNIT_PRICES = { 2: '73519.37', 3: '61842.19' } as const;
const LUMP_SUM = '48291.63';
const NOTES = 'sealednote-q7v3k';
const DOC_NAME = 'sealeddoc-x9b2e.pdf';
const DOC_BYTES = 'sealedbytes-m4t8w';

/** Calls left out of the walk: they sign in or out, or reset a password, not read a tender. */
const NOT_WALKED = new Set([
  'POST /connect',
  'POST /common/gencode',
  'POST /common/userlogin',
  'POST /common/verification',
  'POST /account/editaccount',
  'POST /logout',
  'POST /common/imagecode',
  // Multipart, answered with the uploader's own file only: the owner's upload is the fixture.
  'POST /common/upload',
]);
/** Who walks past the sealed quotation: everyone but its owner. */
const WALKERS = [
  ['a staff user of the site', 'sw-staff'],
  ['another supplier invited to the RFQ', 'sw-riv'],
  ['a supplier not invited', 'sw-out'],
  ['an approver of the site', 'sw-approver'],
  // Last: the buyer's walk may amend or cancel the RFQ.
  ['a buyer of the site', 'sw-buyer'],
] as const;

/** A call that ends the RFQ is walked last, so every other call meets it open. */
const LAST = new Set(['POST /buyer/rfq/cancel']);

vi.setConfig({ testTimeout: 300_000 });

describe.each(bothDatabases)('the seal on every call on %s (issue 28)', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** Every text of the sealed quotation that must stay the owner's. */
  let secrets: string[] = [];
  let known: Record<string, unknown> = {};
  /** The same names for the closed quorum-2 tender (issue 29). */
  let knownQuorum: Record<string, unknown> = {};
  let fileIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, { REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    for (const id of ['sw-own', 'sw-riv', 'sw-out', 'sw-staff', 'sw-buyer', 'sw-approver']) {
      tokens[id] = await server.login(id, PASSWORD);
    }
    const own = tokens['sw-own'] as string;
    const db = server.built.ctx.db;
    /** The owner prices, attaches and submits one of its tenders, before closing. */
    const quote = async (udztbnum: string) => {
      const tender = await db
        .selectFrom('udztb')
        .select(['id', 'version'])
        .where('udztbnum', '=', udztbnum)
        .executeTakeFirstOrThrow();
      const saved = await server.post(
        '/util/update',
        {
          reqname: 'updateudztb',
          user: 'sw-own',
          udztb: [udztbnum],
          docinfo: [],
          isAttachment: '0',
          updateudztbline: [
            { seqno: 2, unitprice: UNIT_PRICES[2] },
            { seqno: 3, unitprice: UNIT_PRICES[3], linenotes: NOTES },
            { seqno: 5, totallineamount: LUMP_SUM },
          ],
        },
        own,
      );
      expect(saved.code).toBe(0);
      const doc = await upload(
        server,
        own,
        { name: DOC_NAME, bytes: DOC_BYTES },
        { ownertable: 'UDZTB', ownerid: tender.id, description: 'sealed description' },
      );
      expect(doc.code).toBe(0);
      const submitted = await server.post(
        '/workflow/submitworkflow',
        { ownertable: 'udztb', ownerid: tender.id, actionid: 4 },
        own,
      );
      expect(submitted).toMatchObject({ code: 0, status: 'SUBMITED' });
      return tender;
    };
    const tender = await quote('SW-T-OWN');
    const quorumTender = await quote('SW-Q-OWN');
    // The quorum RFQ closes; nobody unseals it.
    await db
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 60_000) })
      .where('rfqnum', '=', 'SW-Q')
      .execute();

    // Every figure of the quotation as its owner reads it (typed and computed), and its totals.
    const lines = await server.post<{ getudztbline: Array<Record<string, unknown>> }>(
      '/util/list',
      { reqname: 'getudztbline', udztbnum: 'SW-T-OWN' },
      own,
    );
    const figures = lines.getudztbline.flatMap((line) =>
      ['unitprice', 'totallineamount', 'disclineamt']
        .map((f) => line[f])
        .filter((v) => typeof v === 'string'),
    ) as string[];
    expect(figures).toEqual(expect.arrayContaining(['73519.37', '220558.11', '432895.33', LUMP_SUM]));
    secrets = [...new Set([...figures.filter((f) => Number(f) !== 0), NOTES, DOC_NAME, DOC_BYTES])];

    const rivalOf = (udztbnum: string) =>
      db.selectFrom('udztb').select('id').where('udztbnum', '=', udztbnum).executeTakeFirstOrThrow();
    const rival = await rivalOf('SW-T-RIV');
    const files = await db.selectFrom('document').select('id').execute();
    fileIds = files.map((f) => f.id);
    const maxId = Math.max(0, ...fileIds);
    fileIds = Array.from({ length: maxId + 2 }, (_, i) => i + 1);
    known = {
      udztbnum: 'SW-T-OWN',
      udztb: ['SW-T-OWN'],
      udztbid: String(tender.id),
      ownertable: 'UDZTB',
      ownerid: tender.id,
      docinfoid: maxId,
      rfqnum: 'SW-R',
      suppliername: 'SW-OWN',
      suppliercode: 'SW-OWN',
      suppliers: ['SW-OWN', 'SW-RIV'],
      str: 'SW',
      version: tender.version,
      rivalid: rival.id,
    };
    knownQuorum = {
      ...known,
      udztbnum: 'SW-Q-OWN',
      udztb: ['SW-Q-OWN'],
      udztbid: String(quorumTender.id),
      ownerid: quorumTender.id,
      rfqnum: 'SW-Q',
      version: quorumTender.version,
      rivalid: (await rivalOf('SW-Q-RIV')).id,
    };
  });
  afterAll(() => server?.close());

  /** The reply's text (JSON or a file's bytes) of one call. */
  async function send(method: string, path: string, token: string, body?: unknown): Promise<string> {
    const res = await fetch(`${server.url}${API}${path}`, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return Buffer.from(await res.arrayBuffer()).toString('latin1') + JSON.stringify([...res.headers]);
  }

  /** Every call of the contract with a valid body naming the sealed tender; each reply's text. */
  async function walk(
    token: string,
    names: Record<string, unknown> = known,
    skip: ReadonlySet<string> = new Set(),
  ): Promise<Array<{ call: string; text: string }>> {
    const known = names;
    const replies: Array<{ call: string; text: string }> = [];
    const ops = (operations as readonly Operation[]).filter(
      (op) => !NOT_WALKED.has(`${op.method} ${op.path}`) && !skip.has(`${op.method} ${op.path}`),
    );
    const ordered = [
      ...ops.filter((op) => !LAST.has(`${op.method} ${op.path}`)),
      ...ops.filter((op) => LAST.has(`${op.method} ${op.path}`)),
    ];
    const named = namedOperations as readonly NamedOperation[];
    for (const op of named) {
      const params = (sampleOf(op.params as never, '', known) ?? {}) as Record<string, unknown>;
      const body = { ...params, reqname: op.reqname };
      replies.push({
        call: `${op.kind} ${op.reqname}`,
        text: await send('POST', `/util/${op.kind}`, token, body),
      });
    }
    for (const op of ordered) {
      if (op.path === '/file/:docinfoid') {
        for (const id of fileIds) {
          replies.push({ call: `GET /file/${id}`, text: await send('GET', `/file/${id}`, token) });
        }
        continue;
      }
      if (op.method === 'GET') {
        const path = op.path.replace(/:(\w+)/g, (_m, name: string) => String(known[name] ?? 1));
        replies.push({ call: `GET ${path}`, text: await send('GET', path, token) });
        continue;
      }
      const body = sampleOf(op.body as never, '', known) ?? {};
      replies.push({ call: `${op.method} ${op.path}`, text: await send(op.method, op.path, token, body) });
    }
    return replies;
  }

  const leaks = (replies: Array<{ call: string; text: string }>) =>
    replies.flatMap(({ call, text }) => secrets.filter((s) => text.includes(s)).map((s) => `${call}: ${s}`));

  it.each(WALKERS)('shows %s nothing of a quotation before closing', async (_who, id) => {
    const replies = await walk(tokens[id] as string);
    expect(replies.length).toBeGreaterThan(50);
    expect(leaks(replies)).toEqual([]);
  });

  // Issue 29: closed, but its opening quorum of two not met. The unseal itself is left out of the walk
  // (one person's unseal is the point of it; two people's open the RFQ): opening-quorum.test.ts has it.
  it.each(WALKERS)(
    'shows %s nothing of a closed quotation whose quorum of two has not unsealed it',
    async (_who, id) => {
      const replies = await walk(tokens[id] as string, knownQuorum, new Set(['POST /buyer/rfq/unseal']));
      expect(replies.length).toBeGreaterThan(50);
      expect(leaks(replies)).toEqual([]);
    },
  );

  it('shows the owner every part of it (the walk finds what is there)', async () => {
    const replies = await walk(tokens['sw-own'] as string);
    const found = new Set(secrets.filter((s) => replies.some((r) => r.text.includes(s))));
    expect([...found].sort()).toEqual([...secrets].sort());
  });
});
