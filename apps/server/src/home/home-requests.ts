import { getHomeBidList, getHomeFigures, getHomeSummary } from '@tender/api-contract';
import { TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { requireCaller, supplierIdOf } from '../http/callers.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, type NamedRequestContext, namedRequest } from '../http/named-requests.ts';
import { wholeNumber } from '../http/request-values.ts';
import { homeBidList, homeFigures } from './home-dashboard.ts';
import { homeSummary } from './home-summary.ts';

/** The caller's supplier: the session's, never the request's; staff are refused (role 'supplier' first). */
function supplierOf(context: NamedRequestContext): number {
  return supplierIdOf(requireCaller(context));
}

/** The home page's reqnames of /util/list (suppliers only): what to act on, the totals, the bid lists. */
export function homeListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getHomeSummary, async (_params, context) =>
      ok({ gethomesummary: [await homeSummary(ctx.db, supplierOf(context))] }),
    ),
    namedRequest(getHomeFigures, async (_params, context) =>
      ok({ gethomefigures: [await homeFigures(ctx.db, supplierOf(context))] }),
    ),
    namedRequest(getHomeBidList, async (params, context) => {
      const { rows, totalcount } = await homeBidList(ctx.db, supplierOf(context), params.filter ?? 'all', {
        size: params.pagesize === undefined ? TENDER_LIST_PAGE_SIZE : wholeNumber(params.pagesize),
        number: params.page === undefined ? 1 : wholeNumber(params.page),
      });
      return ok({ gethomebidlist: rows, totalcount });
    }),
  ];
}
