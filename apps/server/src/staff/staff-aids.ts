import type { SupplierMatch, TenderListItem } from '@tender/api-contract';
import { HARD_COPY_WAITING_PAGE_SIZE } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { searchPattern } from '../http/request-values.ts';
import { presentListItem, type TenderListRow } from '../tenders/index.ts';
import { countWaitingHardCopies, findSupplierRows, listWaitingHardCopyRows } from './staff-repository.ts';

// Staff aids on /tenders (issue 18): the hard-copy tenders of their site still waiting for the paper
// quote's prices, and a supplier's code found by part of its name. Both stay within the staff user's
// site (the session's, never the request's); client text reaches SQL only as a bound, escaped pattern.

/** One page of the hard copies waiting (paper that came in first, first), and how many there are. */
export async function listWaitingHardCopies(
  db: Db,
  siteid: string,
  page: number,
): Promise<{ rows: TenderListItem[]; totalcount: number }> {
  const [rows, totalcount] = await Promise.all([
    listWaitingHardCopyRows(db, siteid, {
      size: HARD_COPY_WAITING_PAGE_SIZE,
      offset: (page - 1) * HARD_COPY_WAITING_PAGE_SIZE,
    }),
    countWaitingHardCopies(db, siteid),
  ]);
  return { rows: rows.map((row: TenderListRow) => presentListItem(row)), totalcount };
}

/**
 * Suppliers invited to tenders of the site whose name or code contains the text, literally and in any
 * case; names that start with it first. Blank text finds nobody.
 */
export async function findSuppliers(db: Db, siteid: string, text: string): Promise<SupplierMatch[]> {
  const contains = searchPattern(text);
  if (contains === null) return [];
  // searchPattern escaped \, % and _ with a backslash, LIKE's default escape: they match themselves.
  const startsWith = contains.slice(1);
  return findSupplierRows(db, siteid, contains, startsWith);
}
