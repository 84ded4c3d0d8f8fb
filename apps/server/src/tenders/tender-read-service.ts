import type { TenderHeader, TenderLine, TenderListItem, TenderListOrder } from '@tender/api-contract';
import {
  InvalidStatusFilterError,
  parseStatusFilter,
  TENDER_STATUSES,
  type TenderStatus,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { searchPattern } from '../http/request-values.ts';
import type { SessionUser } from '../http/session-user.ts';
import { readLines } from './tender-line-repository.ts';
import { presentHeader, presentLine, presentListItem } from './tender-presenter.ts';
import {
  countTenderRows,
  findClosingTerms,
  findSiteTenders,
  findTenderHeader,
  findTenderId,
  listTenderRows,
  type TenderFilter,
} from './tender-repository.ts';
import { scopeOf } from './tender-scope.ts';
import { sealLine, sealOf } from './tender-seal.ts';

export interface TenderSearch {
  /** The search box text; trimmed, matched case-insensitively and literally (% and _ are not wildcards). */
  str?: string;
  /** A status filter string of spec 9; absent or blank means every status. */
  status?: string;
}

/** The statuses a filter string selects; anything outside the whitelist of spec 9 is a bad request. */
export function statusesOf(filter: string | undefined): TenderStatus[] {
  if (filter === undefined || filter.trim() === '') return [...TENDER_STATUSES];
  try {
    return parseStatusFilter(filter);
  } catch (error) {
    if (error instanceof InvalidStatusFilterError) {
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'status' });
    }
    throw error;
  }
}

/** The repository's filter for a search, exactly as the list and count use it (and the benchmark). */
export function filterOf(search: TenderSearch): TenderFilter {
  return { statuses: statusesOf(search.status), pattern: searchPattern(search.str) };
}

export async function listTenders(
  db: Db,
  caller: SessionUser,
  search: TenderSearch & { pageSize: number; page: number; order?: TenderListOrder },
): Promise<TenderListItem[]> {
  const rows = await listTenderRows(db, scopeOf(caller), filterOf(search), {
    size: search.pageSize,
    offset: (search.page - 1) * search.pageSize,
    order: search.order,
  });
  return rows.map(presentListItem);
}

export async function countTenders(db: Db, caller: SessionUser, search: TenderSearch): Promise<number> {
  return countTenderRows(db, scopeOf(caller), filterOf(search));
}

/** One tender's header; NO_SUCH_TENDER also when it exists but is not the caller's to see. */
export async function getTenderHeader(
  db: Db,
  caller: SessionUser,
  udztbnum: string,
  defaultCurrency: string,
): Promise<TenderHeader> {
  const row = await findTenderHeader(db, scopeOf(caller), udztbnum);
  if (!row) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  return presentHeader(row, { currency: defaultCurrency, now: new Date() });
}

export async function getTenderLines(db: Db, caller: SessionUser, udztbnum: string): Promise<TenderLine[]> {
  const scope = scopeOf(caller);
  const id = await findTenderId(db, scope, udztbnum);
  if (id === undefined) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  const lines = (await readLines(db, id)).map(presentLine);
  if (scope.kind === 'supplier') return lines;
  // Staff and buyers: what the one seal table lets them see now (issue 28), nothing of an online
  // quotation before its invitation's closing date (a negotiation round's, when it has one).
  const terms = await findClosingTerms(db, id);
  if (!terms) throw new AppError(ErrorCode.NO_SUCH_TENDER);
  const parts = sealOf(caller, terms);
  return parts.prices && parts.notes ? lines : lines.map((line) => sealLine(line, parts));
}

/** Staff search (getjlludztb): supplier code plus RFQ number, both required, within the staff user's site. */
export async function searchSiteTenders(
  db: Db,
  caller: SessionUser,
  suppliercode: string,
  rfqnum: string,
): Promise<TenderListItem[]> {
  const code = suppliercode.trim();
  const number = rfqnum.trim();
  if (code === '' || number === '') {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'suppliername, rfqnum' });
  }
  const rows = await findSiteTenders(db, caller.siteid, code, number);
  return rows.map(presentListItem);
}
