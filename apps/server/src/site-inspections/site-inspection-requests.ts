import { getSiteInspection } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { requireCaller } from '../http/callers.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { listSiteInspections } from './site-inspection-service.ts';

/** getsiteinspection of /util/list. */
export function siteInspectionListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getSiteInspection, async (params, context) =>
      ok({ getsiteinspection: await listSiteInspections(ctx.db, requireCaller(context), params.rfqnum) }),
    ),
  ];
}
