import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../../apps/server/src/auth/password-hash.ts';
import { hashToken } from '../../apps/server/src/auth/session-service.ts';
import type { Db } from '../../apps/server/src/db/connect.ts';

/** The shape of the generated data set; the figures in docs/performance.md are for exactly this. */
export const DATA_SET = {
  suppliers: 1_000,
  rfqs: 10_000,
  tendersPerRfq: 10,
  /** The supplier the load is measured as: a large contractor, invited to one RFQ in five. */
  benchSupplierTenders: 2_000,
  /** Lines of the tender getudztbline reads. */
  lines: 200,
} as const;

export interface GeneratedData {
  /** A live session of the bench supplier's user (the raw token; the database holds its hash). */
  token: string;
  supplierId: number;
  /** The tender with DATA_SET.lines lines. */
  linesUdztbnum: string;
  tenders: number;
  seconds: number;
}

/**
 * Fills an empty, migrated database with the bench data set in a handful of set-based statements:
 * deterministic (every value is a function of the row number, no random()), and a few seconds on
 * PostgreSQL. RFQ i invites ten suppliers, 2 + (7i + 101k) mod 999 for k = 0..9 (distinct for each i);
 * for the first 2,000 RFQs the tenth is the bench supplier BS0001 instead.
 */
export async function generateDataSet(db: Db): Promise<GeneratedData> {
  const started = performance.now();
  const { suppliers, rfqs, tendersPerRfq, benchSupplierTenders, lines } = DATA_SET;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into supplier (code, name, city, phone)
      select 'BS' || lpad(i::text, 4, '0'), 'Bench Supplier ' || i || ' Ltd', 'Hong Kong', '+852 2' || lpad(i::text, 7, '0')
      from generate_series(1, ${suppliers}::int) as i`.execute(trx);
    await sql`
      insert into rfq (rfqnum, description, siteid, tendercollectvia, bidmethod, closingdate, contact1, email1)
      select 'BRFQ-' || lpad(i::text, 5, '0'),
             (array['Housekeeping linen supply', 'Kitchen exhaust cleaning', 'Lift maintenance',
                    'Pest control', 'Lobby flower arrangement', 'Chiller overhaul', 'Carpet shampooing',
                    'Security guarding', 'Facade window cleaning', 'Fire services inspection'])[1 + i % 10]
               || ' ' || (2020 + i % 7) || ' lot ' || i,
             'SITE' || lpad((i % 20)::text, 2, '0'), 'Online', 'Online',
             timestamptz '2027-06-30 10:00:00+08' - make_interval(hours => i),
             'Procurement desk', 'procurement@example.com'
      from generate_series(1, ${rfqs}::int) as i`.execute(trx);
    await sql`
      insert into udztb (udztbnum, rfq_id, supplier_id, status, version)
      select 'BTB' || lpad(((r.i - 1) * ${tendersPerRfq}::int + k + 1)::text, 6, '0'),
             r.id,
             s.id,
             (array['NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE', 'SUBMITED', 'LOST', 'AWARDED', 'DECLINED',
                    'CANCELD'])[1 + (r.i * 7 + k * 3) % 9],
             0
      from (select id, row_number() over (order by id)::int as i from rfq where rfqnum like 'BRFQ-%') as r
      cross join generate_series(0, ${tendersPerRfq - 1}::int) as k
      join supplier s on s.code = 'BS' || lpad(
        (case when k = ${tendersPerRfq - 1}::int and r.i <= ${benchSupplierTenders}::int then 1
              else 2 + (7 * r.i + 101 * k) % 999 end)::text, 4, '0')`.execute(trx);
    await sql`
      insert into udztb_line (udztb_id, seqno, description, unit, quantity, unitprice, totallineamount,
                              autocal, required, qtyrequired, header, bold)
      select u.id, n,
             case when n % 25 = 1 then 'Section ' || (n / 25 + 1) else 'Item ' || n || ': supply and install' end,
             case when n % 25 = 1 then '' else (array['pc', 'm2', 'set', 'lot', 'hr'])[1 + n % 5] end,
             case when n % 25 = 1 then null else (1 + n % 40)::numeric end,
             case when n % 25 = 1 then null else (n * 13 % 997 + 0.5)::numeric end,
             case when n % 25 = 1 then null else (1 + n % 40) * (n * 13 % 997 + 0.5) end,
             case when n % 25 = 1 then '' else 'Y' end,
             n % 25 <> 1, n % 25 <> 1, n % 25 = 1, n % 25 = 1
      from udztb u cross join generate_series(1, ${lines}::int) as n
      where u.udztbnum = 'BTB000010'`.execute(trx);
    await sql`
      insert into app_user (hrid, loginid, username, email, supplier_id, password_hash, email_verified)
      select 'BENCH0001', 'bench.supplier', 'Bench Supplier User', 'bench.supplier@example.com', id,
             ${passwordHash}, true
      from supplier where code = 'BS0001'`.execute(trx);
  });
  // A settled database, as autovacuum leaves it: statistics for the planner, and the visibility map
  // that lets a page of ids and a count be read from the index alone.
  await sql`vacuum analyze`.execute(db);

  const token = randomBytes(32).toString('base64url');
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'supplier_id'])
    .where('hrid', '=', 'BENCH0001')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      deviceid: 'bench',
      devicedesc: 'npm run bench:api',
      expires_at: new Date(Date.now() + 24 * 3600_000),
    })
    .execute();
  const count = await db
    .selectFrom('udztb')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    token,
    supplierId: user.supplier_id!,
    // RFQ 1's tenth tender: the bench supplier's, given the lines above.
    linesUdztbnum: 'BTB000010',
    tenders: count.n,
    seconds: (performance.now() - started) / 1000,
  };
}
