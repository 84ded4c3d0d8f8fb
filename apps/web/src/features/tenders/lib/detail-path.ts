// The detail route carries the list context in its path (spec 2.1):
//   supplier:      /tenderdetail/{udztbnum}/{total count}/{status}[/{search text}]
//   non-supplier:  /tenderdetail/{udztbnum}/{supplier name}/{status}/{site id}/{tender number}
// It is parsed from the pathname so it does not depend on how the router names its params.

export interface SupplierDetailPath {
  kind: 'supplier';
  udztbnum: string;
  total: string;
  status: string;
  search: string;
}

export interface StaffDetailPath {
  kind: 'staff';
  udztbnum: string;
  suppliername: string;
  status: string;
  siteid: string;
  rfqnum: string;
}

export type DetailPath = SupplierDetailPath | StaffDetailPath;

const seg = (value: string | number) => encodeURIComponent(String(value));

export function supplierDetailPath(udztbnum: string, total: number | string, status: string, search: string) {
  const base = `/tenderdetail/${seg(udztbnum)}/${seg(total)}/${seg(status)}`;
  return search ? `${base}/${seg(search)}` : base;
}

/** The staff route names the supplier by its code (the "suppliername" the staff search takes). */
export function staffDetailPath(row: {
  udztbnum: string;
  suppliercode: string;
  status: string;
  siteid: string;
  rfqnum: string;
}) {
  const parts = [row.udztbnum, row.suppliercode, row.status, row.siteid, row.rfqnum].map(seg);
  return `/tenderdetail/${parts.join('/')}`;
}

function decode(part: string | undefined): string {
  if (!part) return '';
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function parseDetailPath(pathname: string): DetailPath | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.indexOf('tenderdetail');
  if (at < 0) return null;
  const [id, second, status, fourth, fifth] = parts.slice(at + 1).map(decode);
  if (!id || status === undefined) return null;
  if (fifth !== undefined) {
    return {
      kind: 'staff',
      udztbnum: id,
      suppliername: second ?? '',
      status,
      siteid: fourth ?? '',
      rfqnum: fifth,
    };
  }
  return { kind: 'supplier', udztbnum: id, total: second ?? '', status, search: fourth ?? '' };
}

/**
 * What a detail path loads: its tender, on the path's site for staff and on the signed-in supplier's
 * own site otherwise. The page and the route's prefetch must ask for the same.
 */
export function detailRequestOf(
  pathname: string,
  sessionSiteid: string,
): { path: DetailPath; udztbnum: string; siteid: string } | null {
  const path = parseDetailPath(pathname);
  if (!path) return null;
  return { path, udztbnum: path.udztbnum, siteid: path.kind === 'staff' ? path.siteid : sessionSiteid };
}

/** The same detail with another status, used after a workflow transition (spec 4.2). */
export function withStatus(path: DetailPath, status: string): string {
  return path.kind === 'staff'
    ? staffDetailPath({ ...path, suppliercode: path.suppliername, status })
    : supplierDetailPath(path.udztbnum, path.total, status, path.search);
}

export function printPath(udztbnum: string): string {
  return `/report/bidding-cost/${seg(udztbnum)}`;
}

/** The print route's tender: the last path segment of /report/bidding-cost/{udztbnum}. */
export function parsePrintPath(pathname: string): string {
  return decode(pathname.split('/').filter(Boolean).pop());
}
