import { deleteUdztbFile, getSupplierDoc, getUdztbDoc } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { requireCaller } from '../http/callers.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import {
  deleteSupplierDocument,
  listSupplierDocuments,
  listTenderAttachments,
} from './tender-document-service.ts';

/** getudztbdoc and getsupplierdoc of /util/list (suppliers only, spec 4.3). */
export function tenderDocumentListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getUdztbDoc, async (params, context) =>
      ok({ getudztbdoc: await listTenderAttachments(ctx, requireCaller(context), params.udztbnum.trim()) }),
    ),
    namedRequest(getSupplierDoc, async (params, context) =>
      ok({
        getsupplierdoc: await listSupplierDocuments(ctx, requireCaller(context), params.udztbnum.trim()),
      }),
    ),
  ];
}

/** deleteudztbfile of /util/update. */
export function tenderDocumentUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(deleteUdztbFile, async (params, context) => {
      await deleteSupplierDocument(ctx, requireCaller(context), Number(String(params.docinfoid).trim()));
      return ok({});
    }),
  ];
}
