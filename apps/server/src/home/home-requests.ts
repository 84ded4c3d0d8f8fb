import { getHomeSummary } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { homeSummary } from './home-summary.ts';

/** The home page's reqname of /util/list: `gethomesummary` (suppliers only). */
export function homeListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getHomeSummary, async (_params, context) => {
      const supplierId = context.caller?.supplierId;
      if (supplierId === undefined || supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
      return ok({ gethomesummary: [await homeSummary(ctx.db, supplierId)] });
    }),
  ];
}
