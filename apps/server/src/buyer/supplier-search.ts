import type { BuyerSupplierItem } from '@tender/api-contract';
import { sql } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { searchPattern } from '../http/request-values.ts';

// /buyer/supplier/search: the suppliers a buyer may invite, found by part of their code, name or a
// service scope (code or description), with their scopes, the certificates and licences already expired
// (so the buyer sees them before inviting) and how many portal accounts would receive the invitation.
// Client text reaches SQL only as a bound, escaped ILIKE pattern. Blank text lists the first ones by code.

const MAX = 50;

/** Today's date (YYYY-MM-DD) in the group's time zone: a certificate expiring today is still valid. */
function today(config: Pick<Config, 'timeZone'>, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: config.timeZone, dateStyle: 'short' }).format(now);
}

/** A date column as YYYY-MM-DD text: a date has no time zone to shift it. */
const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export async function searchSuppliers(
  db: Db,
  config: Pick<Config, 'timeZone'>,
  text: string,
): Promise<BuyerSupplierItem[]> {
  const pattern = searchPattern(text);
  const suppliers = await db
    .selectFrom('supplier')
    .select(['supplier.id', 'supplier.code', 'supplier.name'])
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('supplier.code', 'ilike', pattern as string),
          eb('supplier.name', 'ilike', pattern as string),
          eb.exists(
            eb
              .selectFrom('svc_scope')
              .select(sql`1`.as('one'))
              .whereRef('svc_scope.supplier_id', '=', 'supplier.id')
              .where((inner) =>
                inner.or([
                  inner('svc_scope.svcscope', 'ilike', pattern as string),
                  inner('svc_scope.description', 'ilike', pattern as string),
                ]),
              ),
          ),
        ]),
      ),
    )
    .orderBy('supplier.code')
    .limit(MAX)
    .execute();
  if (suppliers.length === 0) return [];
  const ids = suppliers.map((s) => s.id);
  const day = today(config);
  const [scopes, certificates, licences, users] = await Promise.all([
    db
      .selectFrom('svc_scope')
      .select(['supplier_id', 'svcscope', 'description'])
      .where('supplier_id', 'in', ids)
      .orderBy('svcscope')
      .execute(),
    db
      .selectFrom('svc_scope_cert')
      .innerJoin('svc_scope', 'svc_scope.id', 'svc_scope_cert.svc_scope_id')
      .select([
        'svc_scope.supplier_id',
        'svc_scope_cert.cert',
        'svc_scope_cert.certdesc',
        isoDate('svc_scope_cert.certexpdate').as('expiry'),
      ])
      .where('svc_scope.supplier_id', 'in', ids)
      .where('svc_scope_cert.certexpdate', '<', day)
      .orderBy('svc_scope_cert.certexpdate')
      .execute(),
    db
      .selectFrom('license_cert')
      .select(['supplier_id', 'certkey', 'description', isoDate('expirydate').as('expiry')])
      .where('supplier_id', 'in', ids)
      .where('expirydate', '<', day)
      .orderBy('expirydate')
      .execute(),
    db
      .selectFrom('app_user')
      .select(['supplier_id', sql<number>`count(*)::int`.as('n')])
      .where('supplier_id', 'in', ids)
      .where('locked', '=', false)
      .where('email', '<>', '')
      .groupBy('supplier_id')
      .execute(),
  ]);
  return suppliers.map((s) => ({
    code: s.code,
    name: s.name,
    scopes: scopes
      .filter((row) => row.supplier_id === s.id)
      .map((row) => ({ svcscope: row.svcscope, description: row.description })),
    expired: [
      ...certificates
        .filter((row) => row.supplier_id === s.id)
        .map((row) => ({
          kind: 'certificate' as const,
          name: row.certdesc || row.cert,
          expiry: row.expiry,
        })),
      ...licences
        .filter((row) => row.supplier_id === s.id)
        .map((row) => ({
          kind: 'licence' as const,
          name: row.description || row.certkey,
          expiry: row.expiry,
        })),
    ],
    users: users.find((row) => row.supplier_id === s.id)?.n ?? 0,
  }));
}
