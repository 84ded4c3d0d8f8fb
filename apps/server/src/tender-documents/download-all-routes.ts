import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttachmentsZipParams,
  AttachmentsZipQuery,
  downloadAllAttachments,
  downloadAttachmentsZip,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { resolveSessionById } from '../auth/index.ts';
import { contentDisposition, onDownloaded } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { supplierIdOf } from '../http/callers.ts';
import { describeOperation, ok, routeSchema } from '../http/contract-route.ts';
import { sendError } from '../http/error-handler.ts';
import { requireFullSession } from '../http/session-user.ts';
import { FileNotFoundError } from '../storage/storage.ts';
import { attachmentsZip } from './attachments-zip.ts';
import { requireOwnTender } from './supplier-tender.ts';
import { listRfqAttachments } from './tender-document-repository.ts';
import { zipLinks } from './zip-links.ts';

/**
 * tenderDownloadAllAttachment (/tender/downloadatt) answers a short-lived signed link; the GET of that
 * link streams the zip of every attachment and counts as downloading each of them (spec 4.3 gate).
 */
export function downloadAllRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const links = await zipLinks(ctx.db);

    app.post(
      downloadAllAttachments.path,
      { schema: routeSchema(downloadAllAttachments), preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const caller = callerOf(request);
        const supplierId = supplierIdOf(caller);
        const tender = await requireOwnTender(ctx.db, supplierId, {
          udztbnum: request.body.udztbnum.trim(),
        });
        // Both numbers must name the same tender: a mismatch is answered like an unknown tender.
        if (tender.rfqnum !== request.body.rfqnum.trim()) throw new AppError(ErrorCode.NO_SUCH_TENDER);
        const rows = await listRfqAttachments(ctx.db, tender.rfqId, supplierId);
        if (rows.length === 0) throw new AppError(ErrorCode.NO_TENDER_ATTACHMENTS);
        return ok({ data: { url: links.urlFor(tender.id, caller.sessionId) } });
      },
    );

    app.get(
      downloadAttachmentsZip.path,
      {
        // HEAD would otherwise run this handler and count as a download.
        exposeHeadRoute: false,
        // The zip is the reply: no reply schema (the contract describes it).
        schema: {
          params: AttachmentsZipParams,
          querystring: AttachmentsZipQuery,
          summary: downloadAttachmentsZip.summary,
          description: describeOperation(downloadAttachmentsZip),
          tags: [...downloadAttachmentsZip.tags],
          operationId: downloadAttachmentsZip.name,
        },
      },
      async (request, reply) => {
        const udztbId = Number(request.params.udztbid);
        const sessionId = Number(request.query.s);
        try {
          if (
            !links.verify({ id: udztbId, sessionId, exp: Number(request.query.exp), sig: request.query.sig })
          ) {
            throw new AppError(ErrorCode.DOWNLOAD_LINK_INVALID);
          }
          const caller = await resolveSessionById(ctx.db, sessionId);
          requireFullSession(caller);
          const supplierId = supplierIdOf(caller);
          const tender = await requireOwnTender(ctx.db, supplierId, { id: udztbId });
          const rows = await listRfqAttachments(ctx.db, tender.rfqId, supplierId);
          if (rows.length === 0) throw new AppError(ErrorCode.NO_TENDER_ATTACHMENTS);
          const zip = await attachmentsZip(ctx.storage, rows, request.log);
          for (const row of rows) await onDownloaded(ctx.db, row, caller);
          return reply
            .header('Content-Type', 'application/zip')
            .header(
              'Content-Disposition',
              contentDisposition(`${tender.rfqnum}-attachments.zip`, 'attachment'),
            )
            .header('X-Content-Type-Options', 'nosniff')
            .send(zip);
        } catch (error) {
          // A browser follows this link directly, so failures carry a real HTTP status as well.
          if (error instanceof FileNotFoundError) {
            request.log.error({ err: error, udztbId }, 'stored bytes of a tender attachment are missing');
            return sendError(request, reply, ErrorCode.DOCUMENT_NOT_FOUND, { status: 404 });
          }
          if (!(error instanceof AppError)) throw error;
          const notFound =
            error.code === ErrorCode.NO_SUCH_TENDER || error.code === ErrorCode.NO_TENDER_ATTACHMENTS;
          return sendError(request, reply, error.code, { status: notFound ? 404 : 403 });
        }
      },
    );
  };
}
