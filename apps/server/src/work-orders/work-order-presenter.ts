import type { DocumentItem, WorkOrderDetail, WorkOrderListItem } from '@tender/api-contract';
import type { WorkOrderRow } from './work-order-repository.ts';

// Rows to the field names of spec 3 (Work order): the workflow owner flag as '0'/'1', dates as ISO
// strings (null when not set).

function instant(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

export function presentWorkOrderItem(row: WorkOrderRow): WorkOrderListItem {
  return {
    workorderid: row.id,
    wonum: row.wonum,
    description: row.description,
    locationdesc: row.locationdesc,
    assetnum: row.assetnum,
    assetdesc: row.assetdesc,
    status: row.status,
    statusdate: instant(row.statusdate),
    createdate: row.createdate.toISOString(),
    createby: row.createby,
    lead: row.lead,
    workflowowner: row.workflowowner ? '1' : '0',
  };
}

export function presentWorkOrderDetail(row: WorkOrderRow, docs: DocumentItem[]): WorkOrderDetail {
  return {
    ...presentWorkOrderItem(row),
    worktype: row.worktype,
    targstartdate: instant(row.targstartdate),
    targcompdate: instant(row.targcompdate),
    schedstart: instant(row.schedstart),
    schedfinish: instant(row.schedfinish),
    actfinish: instant(row.actfinish),
    docs,
  };
}
