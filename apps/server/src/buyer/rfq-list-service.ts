import type { BuyerRfqListBody, BuyerRfqRow, BuyerRfqStage } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { searchPattern, wholeNumber } from '../http/request-values.ts';
import type { SessionUser } from '../http/session-user.ts';
import { countRfqs, listRfqPage, type RfqListFilter } from './rfq-repository.ts';

// /buyer/rfq/list: one page of the RFQs of the buyer's site with their stage and counts, the stage computed
// by the query on the server's clock exactly as rfqStage (@tender/domain) does (rfq-repository.ts).

const DEFAULT_PAGE_SIZE = 10;

/** One page of the site's RFQs: open ones first by closing date, then drafts, then the rest newest first. */
export async function listBuyerRfqs(
  db: Db,
  user: SessionUser,
  body: BuyerRfqListBody,
): Promise<{ rfqs: BuyerRfqRow[]; totalcount: number }> {
  const page = body.page === undefined ? 1 : wholeNumber(body.page);
  const pagesize = body.pagesize === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(body.pagesize);
  const filter: RfqListFilter = {
    siteid: user.siteid,
    pattern: searchPattern(body.str),
    stage: body.status === undefined || body.status === '' ? undefined : (body.status as BuyerRfqStage),
    now: new Date(),
  };
  const [rows, total] = await Promise.all([
    listRfqPage(db, { ...filter, viewer: user.userId }, { size: pagesize, offset: (page - 1) * pagesize }),
    countRfqs(db, filter),
  ]);
  return {
    rfqs: rows.map((row) => ({
      rfqnum: row.rfqnum,
      description: row.description,
      status: row.stage,
      closingdate: row.closingdate.toISOString(),
      closingdateset: row.closingdate_set,
      lastclosingdate: new Date(row.lastclosing).toISOString(),
      invited: row.invited,
      acknowledged: row.acknowledged,
      submitted: row.submitted,
      declined: row.declined,
      unanswered: row.unanswered,
      unseen: row.unseen,
      // Scheduled publish (issue 33): a draft's only; a schedule never outlives its publication.
      publishat: row.stage === 'DRAFT' && row.publish_at ? row.publish_at.toISOString() : null,
    })),
    totalcount: total,
  };
}
