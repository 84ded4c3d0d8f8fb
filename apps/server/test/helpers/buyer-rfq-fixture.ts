import { signIn } from './mail-expectations.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestServer } from './test-server.ts';

// What the buyer-console suites of creating, inviting, publishing and amending share (issue 17): accounts
// in the import format (two buyers of two sites, staff without the role, suppliers writing EN, ZH and
// ZHT), a bill of quantities with a header and a sum line, and the calls as one-liners.

export const PASSWORD = 'Buyer#2026rfq';

type Row = Record<string, unknown>;

/** A user of the import format with the suites' password, e-mail verified. */
export function user(loginid: string, username: string, extra: Row): Row {
  return {
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    emailverified: true,
    ...extra,
  };
}

export const buyerFixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'BR-A', name: 'Alpha Facilities Ltd' },
    { code: 'BR-B', name: 'Beta Building Ltd' },
    { code: 'BR-C', name: 'Gamma Cleaning Ltd' },
  ],
  users: [
    user('br-buyer', 'Vera Buyer', { siteid: 'HKHQ', roles: ['buyer'] }),
    user('br-far', 'Mo Faraway', { siteid: 'MOHQ', roles: ['buyer'] }),
    user('br-staff', 'Sam Staff', { siteid: 'HKHQ' }),
    user('br-a-zh', 'Zhang Wei', { supplier: 'BR-A', siteid: 'HKHQ', language: 'ZH' }),
    user('br-a-en', 'Ann English', { supplier: 'BR-A', siteid: 'HKHQ', language: 'EN' }),
    user('br-b-zht', 'Chan Tai Man', { supplier: 'BR-B', siteid: 'HKHQ', language: 'ZHT' }),
    user('br-c', 'Carl Cleaner', { supplier: 'BR-C', siteid: 'HKHQ', language: 'EN' }),
  ],
};

/** A header, two quantity x price lines and their sum line. */
export const BOQ = [
  { seqno: 1, description: 'Lobby works', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', totalamountreq: true, quantity: '2', unit: 'day' },
  { seqno: 3, description: 'Polishing', autocal: 'Y', totalamountreq: true, quantity: '3', unit: 'm2' },
  { seqno: 4, description: 'Subtotal', autocal: '2+3' },
];

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The RFQ of a save, as the editor sends it. */
export function rfqInput(extra: Row = {}): Row {
  return {
    description: 'Lobby cleaning 2026',
    tendercollectvia: 'Online',
    bidmethod: 'Online',
    closingdate: daysFromNow(10),
    contact1: 'Vera Buyer',
    email1: 'br-buyer@example.com',
    remark: 'Please quote per day.',
    currency: 'HKD',
    lines: BOQ,
    ...extra,
  };
}

/** Signs in a fixture user through the code the SMTP sink received. */
export function login(server: TestServer, sink: SmtpSink, loginid: string): Promise<string> {
  return signIn(server, sink, { loginid, email: `${loginid}@example.com`, password: PASSWORD });
}

export interface Reply {
  code: number;
  message?: string;
  data?: Record<string, unknown> & { lines?: unknown; suppliers?: unknown };
}

/** The buyer calls, each one line in the suites. */
export function buyerCalls(server: TestServer) {
  const post = <T = Reply>(path: string, body: unknown, token: string) =>
    server.post<T>(`/buyer${path}`, body, token) as Promise<T & Reply>;
  return {
    save: (token: string, rfq: Row, version?: number) =>
      post<{ data: { rfqnum: string; revision: number; version: number } }>(
        '/rfq/save',
        version === undefined ? { rfq } : { rfq, version },
        token,
      ),
    detail: (token: string, rfqnum: string) =>
      post<{ data: Record<string, unknown> & DetailParts }>('/rfq/detail', { rfqnum }, token),
    list: (token: string, body: Row = {}) =>
      post<{ data: { rfqs: Array<Record<string, unknown>>; totalcount: number } }>('/rfq/list', body, token),
    invite: (token: string, rfqnum: string, suppliers: string[]) =>
      post<{ data: { invited: number } }>('/rfq/invite', { rfqnum, suppliers }, token),
    uninvite: (token: string, rfqnum: string, suppliers: string[]) =>
      post('/rfq/uninvite', { rfqnum, suppliers }, token),
    publish: (token: string, rfqnum: string) =>
      post<{ data: { rfqnum: string; invitations: number } }>('/rfq/publish', { rfqnum }, token),
    search: (token: string, str: string) =>
      post<{ data: { suppliers: Array<Record<string, unknown>> } }>('/supplier/search', { str }, token),
  };
}

export interface DetailParts {
  rfqid: number;
  status: string;
  version: number;
  revision: number;
  lines: Array<Record<string, unknown>>;
  documents: Array<Record<string, unknown>>;
  revisions: Array<Record<string, unknown>>;
  invitations: Array<Record<string, unknown>>;
  mails: Array<Record<string, unknown>>;
  audit: Array<Record<string, unknown>>;
}

/** Every key anywhere in a JSON value (to prove a reply carries no price field). */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

export const PRICE_FIELDS = [
  'unitprice',
  'totallineamount',
  'disclineamt',
  'linenotes',
  'total',
  'discounttotal',
];
