import { getJllUdztb, getUdztb, getUdztbLine, udztbCount, updateUdztb } from '@tender/api-contract';
import { TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { requireCaller } from '../http/callers.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { wholeNumber } from '../http/request-values.ts';
import { quotationSaveOf } from './quotation-input.ts';
import { saveQuotation } from './quotation-service.ts';
import { presentLine } from './tender-presenter.ts';
import {
  countTenders,
  getTenderHeader,
  getTenderLines,
  listTenders,
  searchSiteTenders,
} from './tender-read-service.ts';

/** The tender reqnames of /util/list: the list and its count, one header, its lines, the staff search. */
export function tenderListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getUdztb, async (params, context) => {
      const caller = requireCaller(context);
      const udztbnum = params.udztbnum?.trim() ?? '';
      if (udztbnum !== '') {
        return ok({ getudztb: [await getTenderHeader(ctx.db, caller, udztbnum, ctx.config.currency)] });
      }
      const rows = await listTenders(ctx.db, caller, {
        str: params.str,
        status: params.status,
        pageSize: params.pagesize === undefined ? TENDER_LIST_PAGE_SIZE : wholeNumber(params.pagesize),
        page: params.page === undefined ? 1 : wholeNumber(params.page),
        order: params.order,
      });
      return ok({ getudztb: rows });
    }),
    namedRequest(udztbCount, async (params, context) => {
      const totalcount = await countTenders(ctx.db, requireCaller(context), params);
      return ok({ udztbcount: [{ totalcount }] });
    }),
    namedRequest(getUdztbLine, async (params, context) =>
      ok({ getudztbline: await getTenderLines(ctx.db, requireCaller(context), params.udztbnum.trim()) }),
    ),
    namedRequest(getJllUdztb, async (params, context) =>
      ok({
        getjlludztb: await searchSiteTenders(
          ctx.db,
          requireCaller(context),
          params.suppliername,
          params.rfqnum,
        ),
      }),
    ),
  ];
}

/** The tender reqnames of /util/update: the supplier saves a quotation. */
export function tenderUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(updateUdztb, async (params, context) => {
      const { udztbnum, changes } = quotationSaveOf(params);
      const saved = await saveQuotation(ctx.db, requireCaller(context), udztbnum, changes, params.version);
      return ok({
        // An autosave asks for the changed lines only: 2,000 lines back for one typed price is waste.
        updateudztbline: (params.replylines === 'changed' ? saved.changed : saved.lines).map(presentLine),
        version: saved.version,
        missing: saved.missing,
      });
    }),
  ];
}
