import { type Static, Type } from 'typebox';
import type { AppContext } from '../app-context.ts';
import type { NamedRequest, NamedRequestContext } from '../http/named-requests.ts';
import { requireCaller } from '../tenders/tender-access.ts';
import { listSiteInspections } from './site-inspection-service.ts';

const SiteInspectionParams = Type.Object({ rfqnum: Type.String({ minLength: 1, maxLength: 100 }) });
type SiteInspectionParams = Static<typeof SiteInspectionParams>;

/** getsiteinspection of /util/list. */
export function siteInspectionListRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'getsiteinspection',
      role: 'supplier',
      params: SiteInspectionParams,
      handle: async (params: SiteInspectionParams, context: NamedRequestContext) => ({
        getsiteinspection: await listSiteInspections(ctx.db, requireCaller(context), params.rfqnum),
      }),
    },
  ];
}
