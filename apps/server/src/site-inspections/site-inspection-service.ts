import type { SiteInspectionItem } from '@tender/api-contract';
import type { SessionUser } from '../auth/session-service.ts';
import type { Db } from '../db/connect.ts';
import { requireInvitedRfqId } from '../questions/invited-rfq.ts';
import { quotingSupplierOf } from '../tenders/tender-access.ts';

/** getsiteinspection: the RFQ's site inspections, for suppliers invited to it; earliest first. */
export async function listSiteInspections(
  db: Db,
  caller: SessionUser,
  rfqnum: string,
): Promise<SiteInspectionItem[]> {
  const rfqId = await requireInvitedRfqId(db, quotingSupplierOf(caller), rfqnum);
  const rows = await db
    .selectFrom('site_inspection')
    .selectAll()
    .where('rfq_id', '=', rfqId)
    .orderBy('replydate', (ob) => ob.asc().nullsLast())
    .orderBy('buildingcode')
    .execute();
  return rows.map((row) => ({
    buildingcode: row.buildingcode,
    buildingname: row.buildingname,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    arrangementdetalis: row.arrangementdetails,
    arrangementdetails: row.arrangementdetails,
    replydate: row.replydate ? row.replydate.toISOString() : null,
  }));
}
