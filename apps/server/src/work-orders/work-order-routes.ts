import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { languageOf } from '../i18n/language.ts';
import { wholeNumber } from '../tenders/quotation-input.ts';
import { deleteWorkOrderDocument } from './work-order-document-service.ts';
import { workOrderMessage } from './work-order-messages.ts';
import { getWorkOrderDetail, searchWorkOrders } from './work-order-read-service.ts';
import { WorkOrderDetailBody, WorkOrderDocDeleteBody, WorkOrderListBody } from './work-order-schemas.ts';

/**
 * /workorder/list, /workorder/detail and /workorder/deldoc: suppliers only (staff are refused before the
 * body is validated). The workflow action lives on /workflow/submitworkflow (ownertable WO).
 */
export function workOrderRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const supplierOnly = authenticate(ctx.db, 'supplier');

    app.post(
      '/workorder/list',
      { schema: { body: WorkOrderListBody }, preValidation: supplierOnly },
      async (request) => {
        const body = request.body;
        const data = await searchWorkOrders(ctx.db, callerOf(request), {
          searchdesc: body.searchdesc,
          worktype: body.worktype,
          wonum: body.wonum,
          assetnum: body.assetnum,
          page: body.pageno === undefined ? undefined : wholeNumber(body.pageno),
          pageSize: body.pagesize === undefined ? undefined : wholeNumber(body.pagesize),
        });
        return { code: 0, success: true, data };
      },
    );

    app.post(
      '/workorder/detail',
      { schema: { body: WorkOrderDetailBody }, preValidation: supplierOnly },
      async (request) => ({
        code: 0,
        success: true,
        data: await getWorkOrderDetail(ctx.db, callerOf(request), request.body),
      }),
    );

    app.post(
      '/workorder/deldoc',
      { schema: { body: WorkOrderDocDeleteBody }, preValidation: supplierOnly },
      async (request) => {
        await deleteWorkOrderDocument(ctx, callerOf(request), {
          docinfoid: wholeNumber(request.body.docinfoid),
          workorderId: wholeNumber(request.body.ownerid),
        });
        const message = workOrderMessage('documentDeleted', languageOf(request.headers.langcode));
        return { code: 0, success: true, message, msg: message };
      },
    );
  };
}
