import { TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { NamedRequest, NamedRequestContext } from '../http/named-requests.ts';
import { quotationChangesOf, savedUdztbnumOf, wholeNumber } from './quotation-input.ts';
import { saveQuotation } from './quotation-service.ts';
import { requireCaller } from './tender-access.ts';
import { presentLine } from './tender-presenter.ts';
import {
  countTenders,
  getTenderHeader,
  getTenderLines,
  listTenders,
  searchSiteTenders,
} from './tender-read-service.ts';
import {
  SaveQuotationParams,
  StaffTenderSearchParams,
  TenderCountParams,
  TenderLinesParams,
  TenderListParams,
} from './tender-schemas.ts';

/** The tender reqnames of /util/list: the list and its count, one header, its lines, the staff search. */
export function tenderListRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'getudztb',
      role: 'any',
      params: TenderListParams,
      handle: async (params: TenderListParams, context: NamedRequestContext) => {
        const caller = requireCaller(context);
        const udztbnum = params.udztbnum?.trim() ?? '';
        if (udztbnum !== '') {
          return { getudztb: [await getTenderHeader(ctx.db, caller, udztbnum, ctx.config.currency)] };
        }
        const rows = await listTenders(ctx.db, caller, {
          str: params.str,
          status: params.status,
          pageSize: params.pagesize === undefined ? TENDER_LIST_PAGE_SIZE : wholeNumber(params.pagesize),
          page: params.page === undefined ? 1 : wholeNumber(params.page),
        });
        return { getudztb: rows };
      },
    },
    {
      reqname: 'udztbcount',
      role: 'any',
      params: TenderCountParams,
      handle: async (params: TenderCountParams, context: NamedRequestContext) => {
        const totalcount = await countTenders(ctx.db, requireCaller(context), params);
        return { udztbcount: [{ totalcount }] };
      },
    },
    {
      reqname: 'getudztbline',
      role: 'any',
      params: TenderLinesParams,
      handle: async (params: TenderLinesParams, context: NamedRequestContext) => ({
        getudztbline: await getTenderLines(ctx.db, requireCaller(context), params.udztbnum.trim()),
      }),
    },
    {
      reqname: 'getjlludztb',
      role: 'staff',
      params: StaffTenderSearchParams,
      handle: async (params: StaffTenderSearchParams, context: NamedRequestContext) => ({
        getjlludztb: await searchSiteTenders(
          ctx.db,
          requireCaller(context),
          params.suppliername,
          params.rfqnum,
        ),
      }),
    },
  ];
}

/** The tender reqnames of /util/update: the supplier saves a quotation. */
export function tenderUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'updateudztb',
      role: 'supplier',
      params: SaveQuotationParams,
      handle: async (params: SaveQuotationParams, context: NamedRequestContext) => {
        const udztbnum = savedUdztbnumOf(params.udztb, params.updateudztbline);
        const saved = await saveQuotation(
          ctx.db,
          requireCaller(context),
          udztbnum,
          quotationChangesOf(params),
          params.version,
        );
        return {
          // An autosave asks for the changed lines only: 2,000 lines back for one typed price is waste.
          updateudztbline: (params.replylines === 'changed' ? saved.changed : saved.lines).map(presentLine),
          version: saved.version,
          missing: saved.missing,
        };
      },
    },
  ];
}
