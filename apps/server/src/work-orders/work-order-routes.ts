import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteWorkOrderDoc, workOrderDetail, workOrderList } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { wholeNumber } from '../http/request-values.ts';
import { languageOf } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { deleteWorkOrderDocument } from './work-order-document-service.ts';
import { getWorkOrderDetail, searchWorkOrders } from './work-order-read-service.ts';

/**
 * /workorder/list, /workorder/detail and /workorder/deldoc: suppliers only (staff are refused before the
 * body is validated). The workflow action lives on /workflow/submitworkflow (ownertable WO).
 */
export function workOrderRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const supplierOnly = authenticate(ctx.db, 'supplier');

    app.post(
      workOrderList.path,
      { schema: routeSchema(workOrderList), preValidation: supplierOnly },
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
        return ok({ data });
      },
    );

    app.post(
      workOrderDetail.path,
      { schema: routeSchema(workOrderDetail), preValidation: supplierOnly },
      async (request) => ok({ data: await getWorkOrderDetail(ctx.db, callerOf(request), request.body) }),
    );

    app.post(
      deleteWorkOrderDoc.path,
      { schema: routeSchema(deleteWorkOrderDoc), preValidation: supplierOnly },
      async (request) => {
        await deleteWorkOrderDocument(ctx, callerOf(request), {
          docinfoid: wholeNumber(request.body.docinfoid),
          workorderId: wholeNumber(request.body.ownerid),
        });
        const message = t(languageOf(request.headers.langcode), 'workOrder.documentDeleted');
        return ok({ message, msg: message });
      },
    );
  };
}
