import type { SiteInspectionItem } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { supplierIdOf } from '../http/callers.ts';
import type { SessionUser } from '../http/session-user.ts';
import { requireInvitedRfqId } from '../questions/index.ts';
import { listRfqSiteInspections } from './site-inspection-repository.ts';

/** getsiteinspection: the RFQ's site inspections, for suppliers invited to it; earliest first. */
export async function listSiteInspections(
  db: Db,
  caller: SessionUser,
  rfqnum: string,
): Promise<SiteInspectionItem[]> {
  const rfqId = await requireInvitedRfqId(db, supplierIdOf(caller), rfqnum);
  const rows = await listRfqSiteInspections(db, rfqId);
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
