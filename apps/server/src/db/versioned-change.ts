import type { ErrorCodeValue } from '@tender/api-contract/error-codes';
import type { Updateable } from 'kysely';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { writeAudit } from './audit-log.ts';
import type { Db } from './connect.ts';
import type { Database } from './tables.ts';

// The one way to change a row that has a version (an RFQ, a tender): in one transaction, the row is found
// in the caller's scope and locked, refused when absent or when the page that asked read an older version,
// the feature decides and writes its own rows, then the row is updated with version + 1 only if its status
// and version are still those read, and the change is audited. `version + 1` is written here only (the
// importer's upsert aside, which bumps the version of what a file changed).

/** The tables whose rows carry a version for stale-write refusal. */
export type VersionedTable = 'rfq' | 'udztb';

/** The columns a change may set: any but the key and what the update itself sets. */
export type VersionedColumns<T extends VersionedTable> = Omit<
  Updateable<Database[T]>,
  'id' | 'version' | 'updated_at'
>;

/** What a change read of the row, as it read it (locked). */
export interface ReadVersion {
  id: number;
  version: number;
  status: string;
}

/** The audit entry of one change; the statuses default to the row's before and after. */
export interface VersionAudit {
  action: string;
  comment?: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** The new version is added to it. */
  detail?: Record<string, unknown>;
}

/**
 * Writes one change of a row read and locked in this transaction: sets `columns` with version + 1 if the
 * row still has the status and version read (else 4000006, CONCURRENT_CHANGE), then its audit entry
 * (entity: the table; null writes none, for a change that only follows another, like an amendment's
 * touch of each invitation). Answers the new version.
 */
export async function writeVersion<T extends VersionedTable>(
  trx: Db,
  table: T,
  read: ReadVersion,
  columns: VersionedColumns<T>,
  audit: (VersionAudit & { userId: number }) | null,
): Promise<number> {
  const version = read.version + 1;
  const set = { ...columns, version, updated_at: new Date() } as Updateable<Database[VersionedTable]>;
  // Both tables have the key, status and version columns; a table chosen at run time is typed as the
  // union of the two, whose status types differ, so the status read is passed as it was read.
  const result = await trx
    .updateTable(table as VersionedTable)
    .set(set)
    .where('id', '=', read.id)
    .where('status', '=', read.status as never)
    .where('version', '=', read.version)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new AppError(ErrorCode.CONCURRENT_CHANGE);
  if (audit) {
    const toStatus = (columns as { status?: string }).status ?? read.status;
    await writeAudit(trx, {
      userId: audit.userId,
      action: audit.action,
      entity: table,
      entityId: read.id,
      fromStatus: audit.fromStatus === undefined ? read.status : audit.fromStatus,
      toStatus: audit.toStatus === undefined ? toStatus : audit.toStatus,
      comment: audit.comment ?? '',
      detail: { ...audit.detail, version },
    });
  }
  return version;
}

/** Which row a change is for, as whom, and from which page. */
export interface VersionedTarget<R extends ReadVersion, A> {
  table: VersionedTable;
  /** Finds the row within the caller's scope and locks it (`for update`); undefined when there is none. */
  find: (trx: Db) => Promise<R | undefined>;
  /** The refusal when there is none (also for a row outside the scope, so its existence is not told). */
  missing: ErrorCodeValue;
  /** The version the caller's page read; when given and no longer current, 4000006. */
  expectedVersion?: number;
  /** Who changes it, for the audit entry. */
  userId: number;
  /**
   * The feature's refusals that read the row alone, run before the version check so a closed or expired
   * row says why rather than "reload". Answers what `decide` needs (e.g. the target status).
   */
  admit?: (row: R) => A;
}

/** What the feature decided, after writing its own rows in the transaction. */
export interface VersionedDecision<T, C> {
  /** The row's columns to set (without `status` the status stays); null: nothing changed, nothing written. */
  change: C | null;
  audit: VersionAudit;
  /** What the service answers. */
  result: T;
}

export interface VersionedResult<T> {
  result: T;
  /** The row's version after the change (the one read when nothing changed). */
  version: number;
}

/**
 * One change of one versioned row, in one transaction: `find` locks it, so concurrent changes of one row run
 * one after the other; none is `missing`; `admit` runs the feature's refusals, then a stale
 * `expectedVersion` is CONCURRENT_CHANGE (4000006); `decide` applies the feature's rule and writes its rows;
 * the row's change is written with version + 1 and audited (writeVersion). Any refusal, from `admit`,
 * `decide` or here, rolls all of it back. Given a transaction, it runs in it, so that what the caller
 * writes after the change (an amendment's mails, which read the amended row) commits with it.
 */
export async function versionedChange<
  R extends ReadVersion,
  T,
  A = undefined,
  Tb extends VersionedTable = VersionedTable,
>(
  db: Db,
  target: VersionedTarget<R, A> & { table: Tb },
  decide: (row: R, trx: Db, admitted: A) => Promise<VersionedDecision<T, VersionedColumns<Tb>>>,
): Promise<VersionedResult<T>> {
  const work = async (trx: Db): Promise<VersionedResult<T>> => {
    const row = await target.find(trx);
    if (!row) throw new AppError(target.missing);
    const admitted = target.admit ? target.admit(row) : (undefined as A);
    if (target.expectedVersion !== undefined && target.expectedVersion !== row.version) {
      throw new AppError(ErrorCode.CONCURRENT_CHANGE);
    }
    const decision = await decide(row, trx, admitted);
    if (decision.change === null) return { result: decision.result, version: row.version };
    const version = await writeVersion(trx, target.table, row, decision.change, {
      ...decision.audit,
      userId: target.userId,
    });
    return { result: decision.result, version };
  };
  // In the caller's transaction when it is one (what follows the change, e.g. its mails, commits with it).
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
