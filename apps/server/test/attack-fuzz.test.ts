import {
  BuyerRfqInput,
  type NamedOperation,
  namedOperations,
  type Operation,
  operations,
  type Role,
  UploadData,
} from '@tender/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../src/errors/app-error.ts';
import { isApiDocsRoute } from '../src/http/api-docs.ts';
import {
  describeValue,
  fieldPaths,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  RawJson,
  sampleOf,
  toJsonText,
  withValue,
} from './helpers/fuzz-values.ts';
import { idsOf, importProfileFixture, PROFILE_PASSWORD } from './helpers/profile-fixture.ts';
import { stateChecksum } from './helpers/state-checksum.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

/**
 * The attack suite (issue 14): every call of the API contract (issue 15), which the running app must
 * register exactly, every field of its request schema, every hostile value (wrong types, NUL, huge,
 * negative, exponent, unicode). Each answer must be below 500 and, unless it succeeds, carry a known code;
 * and a refused request must leave the data as it was.
 */
const CODES = new Set<number>(Object.values(ErrorCode));
const API = '/samex/rest';

// /logout is left out: its only effect is to end the session the suite itself runs on. The upload is
// multipart: its own test below.
const NOT_ATTACKED = new Set(['POST /logout', 'POST /common/upload']);

const contractOperations = operations as readonly Operation[];
const contractNamed = namedOperations as readonly NamedOperation[];

/** Whole bodies that are not the object a call expects. */
const HOSTILE_BODIES = [
  '[]',
  'null',
  '"x"',
  '1e400',
  '{',
  '{"__proto__":{"admin":true}}',
  '[[[[[[[[[[1]]]]]]]]]]',
];

// The buyer console (issue 17): a buyer of the profile fixture's site, and RFQs of that site in each stage
// its calls need, so a variant of a /buyer call gets past the role check to the rules behind it.
const BUYER_LINES = [
  { seqno: 1, description: 'Section', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', quantity: '2', unit: 'day' },
  { seqno: 3, description: 'Subtotal', autocal: '2' },
];
const buyerFixture = {
  format: 'tender-portal-import/1',
  users: [
    {
      loginid: 'bea',
      username: 'Bea Buyer',
      email: 'bea@example.com',
      password: PROFILE_PASSWORD,
      siteid: 'HKHQ',
      roles: ['buyer'],
      emailverified: true,
    },
  ],
  rfqs: [
    { rfqnum: 'R-BUY-DRAFT', status: 'DRAFT', invitees: ['SPROF2'], closingdate: 'today+3d' },
    { rfqnum: 'R-BUY-OPEN', closingdate: 'today+3d' },
    { rfqnum: 'R-BUY-AMEND', closingdate: 'today+3d' },
    { rfqnum: 'R-BUY-SHUT', closingdate: 'today-1d' },
  ].map((rfq) => ({ description: rfq.rfqnum, siteid: 'HKHQ', lines: BUYER_LINES, ...rfq })),
  invitations: ['OPEN', 'AMEND', 'SHUT'].map((stage) => ({
    udztbnum: `U-BUY-${stage}`,
    rfqnum: `R-BUY-${stage}`,
    supplier: 'SPROF1',
    status: 'SUBMITED',
    prices: [{ seqno: 2, unitprice: '10.50' }],
  })),
  questions: [{ key: 'Q-BUY', rfqnum: 'R-BUY-OPEN', supplier: 'SPROF1', question: 'Which floors?' }],
};
/** The RFQ each /buyer call is attacked on (the others: the open one). */
const BUYER_RFQ: Record<string, string> = {
  '/buyer/rfq/save': 'R-BUY-DRAFT',
  '/buyer/rfq/invite': 'R-BUY-DRAFT',
  '/buyer/rfq/uninvite': 'R-BUY-DRAFT',
  '/buyer/rfq/publish': 'R-BUY-DRAFT',
  '/buyer/rfq/tabulation': 'R-BUY-SHUT',
  '/buyer/rfq/negotiate': 'R-BUY-SHUT',
  '/buyer/rfq/award': 'R-BUY-SHUT',
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

interface Attack {
  label: string;
  values: readonly unknown[];
  send(value: unknown): Promise<Response>;
}

// Every call of the contract times every hostile value: the sweeps grow with the API, so they get more
// than the suite's 60 s each.
vi.setConfig({ testTimeout: 300_000 });

describe.each(testDatabases)('attack suite on %s', (kind) => {
  let server: TestServer;
  let supplier: string;
  let staff: string;
  let buyer: string;
  let known: Record<string, unknown>;
  let buyerKnown: Record<string, unknown>;
  const failures: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importProfileFixture(server);
    const ids = await idsOf(server);
    supplier = await server.login('pat', PROFILE_PASSWORD);
    staff = await server.login('sara', PROFILE_PASSWORD);
    await server.importFixture(buyerFixture);
    buyer = await server.login('bea', PROFILE_PASSWORD);
    const question = await server.built.ctx.db
      .selectFrom('question')
      .select('id')
      .where('question', '=', 'Which floors?')
      .executeTakeFirstOrThrow();
    // Real names and ids of the fixture, so a variant gets past the look-ups to the code behind them.
    known = {
      udztbnum: 'U-WAIT',
      udztb: ['U-WAIT'],
      ownertable: 'UDZTB',
      ownerid: ids.wait,
      udztbid: String(ids.wait),
      svcscopeid: ids.clean,
      licensecertid: ids.br1,
      wonum: 'WO-OWN',
      workorderid: ids.woOwn,
      rfqnum: 'R-OPEN',
      suppliername: 'SPROF1',
      docinfoid: 999_999,
    };
    buyerKnown = {
      suppliers: ['SPROF1'],
      closingdate: inDays(5),
      lines: BUYER_LINES,
      reason: 'Fuzz',
      questionid: question.id,
    };
  });
  afterAll(() => server?.close());
  // Each test reports its own findings.
  beforeEach(() => {
    failures.length = 0;
  });

  const checksum = () => stateChecksum(server.built.ctx.db);

  /** Judges one answer; returns whether the request was refused (a non-zero code or an HTTP error). */
  async function judge(label: string, res: Response): Promise<boolean> {
    requests += 1;
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    if (res.status >= 500) {
      failures.push(`${label}: HTTP ${res.status} ${text.slice(0, 120)}`);
      return true;
    }
    if (!type.includes('application/json')) {
      // A download answers the file itself; anything else must be a coded JSON answer.
      if (res.status !== 200) failures.push(`${label}: HTTP ${res.status} without a coded body`);
      return res.status !== 200;
    }
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (body.code === 0) return false;
    if (typeof body.code !== 'number' || !CODES.has(body.code) || typeof body.message !== 'string') {
      failures.push(`${label}: uncoded refusal ${text.slice(0, 120)}`);
    }
    return true;
  }

  /**
   * Sends every value of an attack. One checksum around the whole batch: when nothing changed, no
   * refused variant changed anything; when something did (an accepted variant may), the batch is sent
   * again one by one with a checksum after each request (the one before it is the previous one's).
   */
  async function run(attack: Attack): Promise<void> {
    const before = await checksum();
    for (const value of attack.values) {
      await judge(`${attack.label} = ${describeValue(value)}`, await attack.send(value));
    }
    let was = await checksum();
    if (was === before) return;
    for (const value of attack.values) {
      const label = `${attack.label} = ${describeValue(value)}`;
      const refused = await judge(label, await attack.send(value));
      const now = await checksum();
      if (refused && now !== was) failures.push(`${label}: refused, yet the data changed`);
      was = now;
    }
  }

  const post = (path: string, bodyText: string, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: bodyText,
    });

  /** Each field of a JSON body with every hostile value, then the whole body replaced. */
  async function attackBody(
    label: string,
    path: string,
    schema: Parameters<typeof sampleOf>[0],
    fixed: Record<string, unknown>,
    token: string | undefined,
    values: Record<string, unknown> = known,
  ) {
    const base = { ...(sampleOf(schema, '', values) as Record<string, unknown> | undefined), ...fixed };
    for (const field of fieldPaths(schema)) {
      if (field[0] !== undefined && field[0] in fixed) continue;
      await run({
        label: `${label} ${field.join('.')}`,
        values: HOSTILE_VALUES,
        send: (value) => post(path, toJsonText(withValue(base, field, value)), token),
      });
    }
    await run({
      label: `${label} (whole body)`,
      values: HOSTILE_BODIES.map((text) => new RawJson(text)),
      send: (value) => post(path, (value as RawJson).text, token),
    });
  }

  /** The session a call is made with: a staff one for staff calls, a buyer's for /buyer, else a supplier's. */
  const tokenFor = (role: Role) => (role === 'staff' ? staff : role === 'buyer' ? buyer : supplier);
  /** Real names of the fixture for a call: a /buyer call's own RFQ, suppliers, dates and lines. */
  const knownFor = (op: Operation) =>
    op.role === 'buyer' ? { ...known, ...buyerKnown, rfqnum: BUYER_RFQ[op.path] ?? 'R-BUY-OPEN' } : known;

  it('registers exactly the calls of the contract', () => {
    const { routes, lists, updates } = server.built.catalog;
    const registered = new Set(
      routes
        .filter((r) => r.method !== 'HEAD' && r.url.startsWith(`${API}/`) && !isApiDocsRoute(r.url))
        .map((r) => `${r.method} ${r.url}`),
    );
    const expected = new Set(contractOperations.map((op) => `${op.method} ${API}${op.path}`));
    for (const kind of ['list', 'update'] as const) {
      if (contractNamed.some((op) => op.kind === kind)) expected.add(`POST ${API}/util/${kind}`);
    }
    // A contract operation the server lacks, then a route the contract does not describe.
    expect([...expected].filter((call) => !registered.has(call))).toEqual([]);
    expect([...registered].filter((call) => !expected.has(call))).toEqual([]);
    for (const [kind, defs] of [
      ['list', lists],
      ['update', updates],
    ] as const) {
      const contract = contractNamed.filter((op) => op.kind === kind).map((op) => op.reqname);
      expect(defs.map((def) => def.reqname).sort(), `/util/${kind}`).toEqual([...contract].sort());
      // Each reqname is served by its contract operation itself, schemas and role included.
      for (const def of defs) expect(contractNamed).toContain(def);
    }
    // Each route validates with the contract's own request schemas.
    for (const op of contractOperations) {
      const route = routes.find((r) => r.method === op.method && r.url === `${API}${op.path}`);
      for (const part of ['body', 'params', 'querystring'] as const) {
        if (op[part]) expect(route?.[part], `${op.method} ${op.path} ${part}`).toBe(op[part]);
      }
    }
  });

  it('never answers a hostile field of a buyer save (the RFQ, a line, a site inspection) with a 5xx', async () => {
    // The save's fields are nested in `rfq` (its lines and site inspections in arrays there), below the
    // depth of the sweep of every call: each is attacked here, on a creation and on an amendment of an
    // open RFQ (with the version just read, so the variant reaches the amendment's rules).
    const db = server.built.ctx.db;
    /** What a refused save must leave as it was: every write of a save is audited, versions move. */
    const written = async () =>
      (
        await sql<{ f: string }>`select concat_ws(',', (select count(*) from rfq),
          (select coalesce(sum(version), 0) from rfq), (select count(*) from rfq_line),
          (select count(*) from site_inspection), (select count(*) from udztb_line),
          (select count(*) from rfq_revision), (select count(*) from audit_log)) as f`.execute(db)
      ).rows[0]?.f;
    const version = async () =>
      (
        await db
          .selectFrom('rfq')
          .select('version')
          .where('rfqnum', '=', 'R-BUY-AMEND')
          .executeTakeFirstOrThrow()
      ).version;
    const flags = { bold: false, underline: false, required: false, qtyrequired: false, neednotes: false };
    const rfq = {
      description: 'Fuzzed',
      tendercollectvia: 'Online',
      bidmethod: 'Online',
      closingdate: inDays(5),
      contact1: 'Bea Buyer',
      email1: 'bea@example.com',
      phone1: '+852 2000 1000',
      contact2: '',
      email2: '',
      phone2: '',
      remark: 'Fuzz',
      pricenegotiation: false,
      hassiteinspection: true,
      currency: 'HKD',
      // The first line is the attacked one: an entry line, so its autocal, quantity and disc count.
      lines: [
        { seqno: 1, description: 'Cleaning', longdesc: '', remark: '', autocal: 'Y', ...flags },
        { seqno: 2, description: 'Section', header: true },
        { seqno: 3, description: 'Subtotal', autocal: '1' },
      ].map((line) => ({ totalamountreq: true, quantity: '2', unit: 'day', disc: '100', ...line })),
      siteinspections: [
        {
          buildingcode: 'B1',
          buildingname: 'Tower',
          contact: 'Ann',
          email: 'ann@example.com',
          phone: '1',
          arrangementdetails: 'Gate 2',
          replydate: inDays(2),
        },
      ],
      reason: 'Fuzz',
    };
    const saves: Array<[string, (input: unknown) => Promise<unknown>]> = [
      ['creation', async (input) => ({ rfq: input })],
      [
        'amendment',
        async (input) => ({ rfq: { rfqnum: 'R-BUY-AMEND', ...(input as object) }, version: await version() }),
      ],
    ];
    for (const [label, bodyOf] of saves) {
      for (const field of fieldPaths(BuyerRfqInput as never)) {
        for (const value of HOSTILE_VALUES) {
          const name = `/buyer/rfq/save ${label} rfq.${field.join('.')} = ${describeValue(value)}`;
          const before = await written();
          const body = await bodyOf(withValue(rfq, field, value));
          const refused = await judge(name, await post(`${API}/buyer/rfq/save`, toJsonText(body), buyer));
          if (refused && (await written()) !== before)
            failures.push(`${name}: refused, yet the data changed`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a hostile JSON body of any call with a 5xx or an uncoded refusal', async () => {
    const calls = contractOperations.filter(
      (op) => op.method === 'POST' && op.body && !NOT_ATTACKED.has(`${op.method} ${op.path}`),
    );
    expect(calls.length).toBeGreaterThan(20);
    for (const op of calls) {
      await attackBody(op.path, `${API}${op.path}`, op.body as never, {}, tokenFor(op.role), knownFor(op));
    }
    expect(failures).toEqual([]);
  });

  it('never answers a hostile field of any reqname with a 5xx or an uncoded refusal', async () => {
    expect(contractNamed.length).toBeGreaterThan(10);
    for (const op of contractNamed) {
      const path = `${API}/util/${op.kind}`;
      await attackBody(
        `${path} ${op.reqname}`,
        path,
        op.params as never,
        { reqname: op.reqname },
        tokenFor(op.role),
      );
    }
    expect(failures).toEqual([]);
  });

  it('never answers a hostile path or query value of a GET call with a 5xx or an uncoded refusal', async () => {
    for (const op of contractOperations.filter((o) => o.method === 'GET')) {
      const params = Object.keys((op.params as { properties?: object } | undefined)?.properties ?? {});
      const query = Object.keys((op.querystring as { properties?: object } | undefined)?.properties ?? {});
      const url = (over: Record<string, string>) => {
        let path = `${API}${op.path}`;
        for (const name of params) path = path.replace(`:${name}`, encodeURIComponent(over[name] ?? '1'));
        const search = new URLSearchParams();
        for (const name of query) search.set(name, over[name] ?? '1');
        return `${server.url}${path}?${search}`;
      };
      for (const name of [...params, ...query]) {
        await run({
          label: `GET ${op.path} ${name}`,
          values: HOSTILE_TEXT,
          send: (value) =>
            fetch(url({ [name]: value as string }), { headers: { authorization: tokenFor(op.role) } }),
        });
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a hostile field of an upload with a 5xx, and keeps nothing of a refused one', async () => {
    const base = { ownertable: 'SUPPLIER', ownerid: known.ownerid, atttype: '', description: 'fuzz' };
    const upload = (data: string, filename = 'fuzz.pdf') => {
      const form = new FormData();
      form.set('filename', filename);
      form.set('data', data);
      form.set('file', new Blob(['%PDF-1.4 fuzz']), 'fuzz.pdf');
      return fetch(`${server.url}/samex/rest/common/upload`, {
        method: 'POST',
        headers: { authorization: supplier },
        body: form,
      });
    };
    for (const field of fieldPaths(UploadData as never)) {
      await run({
        label: `/common/upload data.${field.join('.')}`,
        values: HOSTILE_VALUES,
        send: (value) => upload(toJsonText(withValue(base, field, value))),
      });
    }
    await run({
      label: '/common/upload filename',
      values: HOSTILE_TEXT,
      send: (value) => upload(JSON.stringify(base), value as string),
    });
    expect(failures).toEqual([]);
  });

  it('sent enough requests to mean something', () => {
    expect(requests).toBeGreaterThan(3000);
  });
});
