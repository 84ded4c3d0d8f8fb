import type { Db } from '../db/connect.ts';
import { type VersionAudit, type VersionedResult, versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import {
  findTender,
  isPossibleKey,
  type Tender,
  type TenderChange,
  type TenderKey,
  type TenderScope,
} from './tender-scope.ts';

/** Which tender a change is for, as whom, and from which page. */
export interface TenderTarget<A> {
  /** Whose tenders the caller may change: a supplier's own, or those of a staff member's site. */
  scope: TenderScope;
  key: TenderKey;
  /** The version the caller's page read; when given and no longer current, 4000006. */
  expectedVersion?: number;
  /** Who changes it, for the audit entry. */
  userId: number;
  /**
   * The feature's refusals that read the tender alone, run before the version check so a closed or
   * expired tender says why rather than "reload". Answers what `decide` needs (e.g. the target status).
   */
  admit?: (tender: Tender) => A;
}

/** What the feature decided, after writing its own rows (lines) in the transaction. */
export interface TenderDecision<T> {
  /** The header fields to set; without `status` the status stays. */
  change: TenderChange;
  /** The audit entry: its action, comment and detail (the new version is added to the detail). */
  audit: Pick<VersionAudit, 'action' | 'comment' | 'detail'>;
  /** What the service answers. */
  result: T;
}

export type ChangedTender<T> = VersionedResult<T>;

/**
 * Every change of one tender, the versioned change of its row (db/versioned-change.ts): found in the
 * caller's scope and locked (`for update`), so concurrent changes of one tender run one after the other;
 * a missing tender or one outside the scope is NO_SUCH_TENDER (4000001); `admit` runs the feature's
 * refusals, then a stale `expectedVersion` is CONCURRENT_CHANGE (4000006); `decide` applies the feature's
 * rule and writes its rows; the header change is written only if status and version are still those read
 * (else 4000006), with version + 1, and audited. Any refusal rolls all of it back.
 */
export async function changeTender<T, A = undefined>(
  db: Db,
  target: TenderTarget<A>,
  decide: (tender: Tender, trx: Db, admitted: A) => Promise<TenderDecision<T>>,
): Promise<ChangedTender<T>> {
  if (!isPossibleKey(target.key)) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return versionedChange(
    db,
    {
      table: 'udztb',
      find: (trx) => findTender(trx, target.scope, target.key, { lock: true }),
      missing: ErrorCode.NO_SUCH_TENDER,
      userId: target.userId,
      ...(target.expectedVersion === undefined ? {} : { expectedVersion: target.expectedVersion }),
      ...(target.admit ? { admit: target.admit } : {}),
    },
    decide,
  );
}
