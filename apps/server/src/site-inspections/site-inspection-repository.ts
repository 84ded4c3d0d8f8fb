import type { Db } from '../db/connect.ts';

/** The RFQ's site inspections, earliest reply date first (those without one last), then by building. */
export function listRfqSiteInspections(db: Db, rfqId: number) {
  return db
    .selectFrom('site_inspection')
    .selectAll()
    .where('rfq_id', '=', rfqId)
    .orderBy('replydate', (ob) => ob.asc().nullsLast())
    .orderBy('buildingcode')
    .execute();
}
