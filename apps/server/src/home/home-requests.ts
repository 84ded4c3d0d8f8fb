import { Type } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import type { NamedRequest, NamedRequestContext } from '../http/named-requests.ts';
import { homeSummary } from './home-summary.ts';

/** The home page's reqname of /util/list: `gethomesummary` (suppliers only). */
export function homeListRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'gethomesummary',
      role: 'supplier',
      params: Type.Object({ reqname: Type.Literal('gethomesummary') }),
      handle: async (_params: unknown, context: NamedRequestContext) => {
        const supplierId = context.caller?.supplierId;
        if (supplierId === undefined || supplierId === null) throw new AppError(ErrorCode.FORBIDDEN);
        return { gethomesummary: [await homeSummary(ctx.db, supplierId)] };
      },
    },
  ];
}
