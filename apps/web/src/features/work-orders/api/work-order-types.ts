// Shapes exactly as /workorder/list and /workorder/detail answer them (docs/api.md, Work orders): dates are
// ISO strings (null when not set) and the workflow owner flag is '0'/'1'.

/** One row of data.woResList. */
export interface WorkOrderRow {
  workorderid: number;
  wonum: string;
  description: string;
  locationdesc: string;
  assetnum: string;
  assetdesc: string;
  status: string;
  statusdate: string | null;
  createdate: string;
  createby: string;
  lead: string;
  /** '1' when the caller's supplier holds the workflow: it may upload, delete and submit. */
  workflowowner: '0' | '1';
}

/** A document of a work order; docurl is a download link signed for this session. */
export interface WorkOrderDocument {
  docinfoid: number;
  document: string;
  filename: string;
  description: string;
  filetype: string;
  size?: number;
  createdate: string;
  docurl: string;
}

/** data of /workorder/detail: every field of spec 3 (Work order) and the documents. */
export interface WorkOrderDetail extends WorkOrderRow {
  worktype: string;
  targstartdate: string | null;
  targcompdate: string | null;
  schedstart: string | null;
  schedfinish: string | null;
  actfinish: string | null;
  docs: WorkOrderDocument[];
}

export interface WorkOrderPage {
  totalcount: number;
  woResList: WorkOrderRow[];
}
