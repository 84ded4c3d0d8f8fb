import type { AppContext } from '../app-context.ts';
import type { NamedRequest, NamedRequestContext } from '../http/named-requests.ts';
import { requireCaller } from '../tenders/tender-access.ts';
import {
  type DeleteTenderFileParams,
  DeleteTenderFileParams as DeleteTenderFileSchema,
  type InvitationDocsParams,
  InvitationDocsParams as InvitationDocsSchema,
} from './tender-document-schemas.ts';
import {
  deleteSupplierDocument,
  listSupplierDocuments,
  listTenderAttachments,
} from './tender-document-service.ts';

/** getudztbdoc and getsupplierdoc of /util/list (suppliers only, spec 4.3). */
export function tenderDocumentListRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'getudztbdoc',
      role: 'supplier',
      params: InvitationDocsSchema,
      handle: async (params: InvitationDocsParams, context: NamedRequestContext) => ({
        getudztbdoc: await listTenderAttachments(ctx, requireCaller(context), params.udztbnum.trim()),
      }),
    },
    {
      reqname: 'getsupplierdoc',
      role: 'supplier',
      params: InvitationDocsSchema,
      handle: async (params: InvitationDocsParams, context: NamedRequestContext) => ({
        getsupplierdoc: await listSupplierDocuments(ctx, requireCaller(context), params.udztbnum.trim()),
      }),
    },
  ];
}

/** deleteudztbfile of /util/update. */
export function tenderDocumentUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    {
      reqname: 'deleteudztbfile',
      role: 'supplier',
      params: DeleteTenderFileSchema,
      handle: async (params: DeleteTenderFileParams, context: NamedRequestContext) => {
        await deleteSupplierDocument(ctx, requireCaller(context), Number(String(params.docinfoid).trim()));
        return {};
      },
    },
  ];
}
