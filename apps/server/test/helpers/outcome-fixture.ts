import { sql } from 'kysely';
import { signIn } from './mail-expectations.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestServer } from './test-server.ts';

// What the buyer-console suites after closing share (issue 17): accounts in the import format, a bill of
// quantities with a header, entry lines, a sum line and a lump sum, the buyer role, and moving dates.

export const PASSWORD = 'Buyer#2026out';

type Row = Record<string, unknown>;

/** A supplier's user in the import format, writing in `language`. */
export function supplierUser(loginid: string, username: string, supplier: string, language = 'EN'): Row {
  return {
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    supplier,
    siteid: 'HKHQ',
    language,
    emailverified: true,
  };
}

/** A staff user of `siteid` (made a buyer with grantBuyer). */
export function staffUser(loginid: string, username: string, siteid = 'HKHQ'): Row {
  return {
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    siteid,
    emailverified: true,
  };
}

/** Header, two quantity x price lines, their sum line, and a lump sum whose total is typed. */
export const BOQ = [
  { seqno: 1, description: 'Section A', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', totalamountreq: true, quantity: '2', unit: 'day' },
  { seqno: 3, description: 'Polishing', autocal: 'Y', totalamountreq: true, quantity: '3', unit: 'm2' },
  { seqno: 4, description: 'Subtotal', autocal: '2+3' },
  { seqno: 5, description: 'Lump sum' },
];

/** Gives the staff users the buyer role (as `users[].roles` or `admin create-user --role buyer` would). */
export async function grantBuyer(server: TestServer, loginids: readonly string[]): Promise<void> {
  await server.built.ctx.db
    .updateTable('app_user')
    .set({ roles: ['buyer'] })
    .where('loginid', 'in', [...loginids])
    .execute();
}

/** Moves the RFQ's closing date (the trigger copies it to each invitation without a round of its own). */
export async function setClosing(server: TestServer, rfqnum: string, at: Date): Promise<void> {
  await server.built.ctx.db
    .updateTable('rfq')
    .set({ closingdate: at })
    .where('rfqnum', '=', rfqnum)
    .execute();
}

/** Ends an invitation's negotiation round at `at` (udztb.closingdate follows it). */
export async function setRoundClosing(server: TestServer, udztbnum: string, at: Date): Promise<void> {
  await server.built.ctx.db
    .updateTable('udztb')
    .set({ negotiation_closingdate: at })
    .where('udztbnum', '=', udztbnum)
    .execute();
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Signs in `loginid` (a fixture user) through the code the SMTP sink received. */
export function login(server: TestServer, sink: SmtpSink, loginid: string, lang?: string): Promise<string> {
  return signIn(server, sink, {
    loginid,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    ...(lang ? { lang } : {}),
  });
}

/** The mail_log rows of an RFQ (or of no RFQ: cert-expiry), as kind and address, in the order sent. */
export async function mailLog(server: TestServer, rfqnum?: string): Promise<string[]> {
  const rows = await server.built.ctx.db
    .selectFrom('mail_log')
    .leftJoin('rfq', 'rfq.id', 'mail_log.rfq_id')
    .select(['mail_log.kind', 'mail_log.email'])
    .$if(rfqnum !== undefined, (qb) => qb.where('rfq.rfqnum', '=', rfqnum ?? ''))
    .orderBy('mail_log.id')
    .execute();
  return rows.map((row) => `${row.kind} ${row.email}`);
}

/** The statuses of the RFQ's invitations, by tender number. */
export async function statuses(server: TestServer, rfqnum: string): Promise<Record<string, string>> {
  const rows = await server.built.ctx.db
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select(['udztb.udztbnum', 'udztb.status'])
    .where('rfq.rfqnum', '=', rfqnum)
    .orderBy('udztb.udztbnum')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.udztbnum, row.status]));
}

/** The audit entries written for the RFQ itself (entity 'rfq'), as action from -> to. */
export async function rfqAudit(server: TestServer, rfqnum: string): Promise<string[]> {
  const rows = await server.built.ctx.db
    .selectFrom('audit_log')
    .innerJoin('rfq', (join) => join.on(sql<boolean>`audit_log.entity_id = rfq.id::text`))
    .select(['audit_log.action', 'audit_log.from_status', 'audit_log.to_status'])
    .where('audit_log.entity', '=', 'rfq')
    .where('rfq.rfqnum', '=', rfqnum)
    .orderBy('audit_log.id')
    .execute();
  return rows.map((row) => `${row.action} ${row.from_status ?? ''}->${row.to_status ?? ''}`);
}
