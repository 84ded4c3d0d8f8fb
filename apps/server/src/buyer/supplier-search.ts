import type { BuyerSupplierItem } from '@tender/api-contract';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { searchPattern } from '../http/request-values.ts';
import { searchSupplierRows, supplierFacts } from './invitation-repository.ts';

// /buyer/supplier/search: the suppliers a buyer may invite, found by part of their code, name or a
// service scope (code or description), with their scopes, the certificates and licences already expired
// (so the buyer sees them before inviting) and how many portal accounts would receive the invitation.
// Client text reaches SQL only as a bound, escaped ILIKE pattern. Blank text lists the first ones by code.

const MAX = 50;

/** Today's date (YYYY-MM-DD) in the group's time zone: a certificate expiring today is still valid. */
function today(config: Pick<Config, 'timeZone'>, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: config.timeZone, dateStyle: 'short' }).format(now);
}

export async function searchSuppliers(
  db: Db,
  config: Pick<Config, 'timeZone'>,
  text: string,
): Promise<BuyerSupplierItem[]> {
  const pattern = searchPattern(text);
  const suppliers = await searchSupplierRows(db, pattern, MAX);
  if (suppliers.length === 0) return [];
  const ids = suppliers.map((s) => s.id);
  const day = today(config);
  const [scopes, certificates, licences, users] = await supplierFacts(db, ids, day);
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
