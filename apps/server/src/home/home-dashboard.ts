import type { HomeFigures, TenderListItem } from '@tender/api-contract';
import { BID_FILTER_STATUSES, type BidFilter } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { countTenderRows, listTenderRows, presentListItem } from '../tenders/index.ts';
import { countBidFigures } from './home-repository.ts';

// The supplier home's dashboard (spec 2.11, alternate variant): the totals and the invitations by bid
// filter, each filter a set of statuses (@tender/domain, bid-outcome.ts). The counts are one query of
// home-repository.ts, the list is the tender list's own query.

/** Total tenders, bids, no bids, winning and losing bids of one supplier, in one query. */
export async function homeFigures(db: Db, supplierId: number): Promise<HomeFigures> {
  const row = await countBidFigures(db, supplierId);
  return { ...row, nobids: row.tenders - row.bids };
}

/** One page of a supplier's invitations under a bid filter, in the tender list's order, and their count. */
export async function homeBidList(
  db: Db,
  supplierId: number,
  filter: BidFilter,
  page: { size: number; number: number },
): Promise<{ rows: TenderListItem[]; totalcount: number }> {
  const scope = { kind: 'supplier', supplierId } as const;
  const tenders = { statuses: BID_FILTER_STATUSES[filter], pattern: null };
  const [rows, totalcount] = await Promise.all([
    listTenderRows(db, scope, tenders, { size: page.size, offset: (page.number - 1) * page.size }),
    countTenderRows(db, scope, tenders),
  ]);
  return { rows: rows.map(presentListItem), totalcount };
}
