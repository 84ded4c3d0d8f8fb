import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteDocument as deleteDocumentOp,
  downloadDocument,
  FileParams,
  FileQuery,
  uploadDocument,
} from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import { resolveSession, resolveSessionById } from '../auth/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { authenticate, callerOf, tokenFromHeader } from '../http/authenticate.ts';
import { describeOperation, ok, routeSchema } from '../http/contract-route.ts';
import { downloadLinks } from '../http/download-links.ts';
import { sendError } from '../http/error-handler.ts';
import { isBuyer, requireFullSession, type SessionUser } from '../http/session-user.ts';
import { FileNotFoundError } from '../storage/storage.ts';
import { deleteDocument } from './delete-service.ts';
import { findDocument } from './document-repository.ts';
import { onDownloaded } from './download-tracking.ts';
import { contentDisposition, contentTypeOf } from './file-names.ts';
import { uploadTargetOf } from './upload-request.ts';
import {
  attachStoredFile,
  type StoredUpload,
  storeIncomingFile,
  type UploadTarget,
  uploadFileName,
} from './upload-service.ts';

/** /common/upload (multipart), /common/deldoc and the download GET /file/:docinfoid (contract: documents). */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Registered here only, so multipart bodies are accepted by the upload route and nowhere else.
    await app.register(multipart, {
      // One byte over the portal's limit lets the storage's own byte count refuse the file (and say so).
      limits: {
        fileSize: ctx.config.uploadMaxBytes + 1,
        files: 1,
        fields: 8,
        fieldSize: 16 * 1024,
        parts: 10,
      },
    });
    const links = await downloadLinks(ctx.db);
    // A multipart body has no JSON schema (the contract describes its parts): without a `body` key, so
    // that Fastify does not warn about a missing one.
    const { body: _multipart, ...uploadSchema } = routeSchema(uploadDocument);

    app.post(
      uploadDocument.path,
      // Suppliers, and buyers for RFQ attachments: the document policy decides (other staff 1000004).
      { preHandler: authenticate(ctx.db, 'any'), schema: uploadSchema },
      async (request) => {
        const caller = callerOf(request);
        // Staff upload nothing but a buyer's RFQ attachments: refused before a byte is read.
        if (caller.supplierId === null && !isBuyer(caller)) throw new AppError(ErrorCode.FORBIDDEN);
        if (!request.isMultipart())
          throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'multipart body' });
        const fields = new Map<string, string>();
        let stored: StoredUpload | undefined;
        let partFileName = '';
        let target: UploadTarget;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || stored) {
                part.file.resume();
                continue;
              }
              partFileName = part.filename;
              // A refused name or type is answered before a byte is stored (the web client sends the
              // fields first); attachStoredFile checks the final name again.
              uploadFileName(fields.get('filename') ?? partFileName);
              stored = await storeIncomingFile(ctx, part.file, ctx.config.uploadMaxBytes);
            } else if (typeof part.value === 'string') {
              fields.set(part.fieldname, part.value);
            }
          }
          if (!stored) throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'file' });
          target = uploadTargetOf(fields, partFileName, ctx.documentOwners);
        } catch (error) {
          if (stored) await ctx.storage.remove(stored.key);
          throw error;
        }
        const row = await attachStoredFile(ctx, caller, stored, target);
        return ok({
          data: {
            docinfoid: row.id,
            filename: row.filename,
            description: row.description,
            filetype: row.filetype,
            atttype: row.atttype,
            docurl: links.urlFor(row.id, caller.sessionId),
          },
        });
      },
    );

    app.post(
      deleteDocumentOp.path,
      { preHandler: authenticate(ctx.db, 'any'), schema: routeSchema(deleteDocumentOp) },
      async (request) => {
        await deleteDocument(ctx, callerOf(request), Number(request.body.docinfoid));
        return ok({});
      },
    );

    app.get(
      downloadDocument.path,
      {
        // The bytes are the reply: no reply schema (the contract describes the headers).
        schema: {
          params: FileParams,
          querystring: FileQuery,
          summary: downloadDocument.summary,
          description: describeOperation(downloadDocument),
          tags: [...downloadDocument.tags],
          operationId: downloadDocument.name,
        },
      },
      async (request, reply) => {
        const docId = Number(request.params.docinfoid);
        const { s, exp, sig } = request.query;
        try {
          let caller: SessionUser;
          const token = tokenFromHeader(request.headers.authorization);
          if (token) {
            caller = await resolveSession(ctx.db, token);
          } else {
            const valid =
              s !== undefined &&
              exp !== undefined &&
              sig !== undefined &&
              links.verify({ id: docId, sessionId: Number(s), exp: Number(exp), sig });
            if (!valid) throw new AppError(ErrorCode.DOWNLOAD_LINK_INVALID);
            caller = await resolveSessionById(ctx.db, Number(s));
          }
          // A held-back session (password to change, terms to accept) downloads nothing either.
          requireFullSession(caller);
          const doc = await findDocument(ctx.db, docId);
          if (!doc || !(await ctx.documentOwners.canRead(ctx.db, caller, doc))) {
            throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND);
          }
          reply
            .header('Content-Type', contentTypeOf(doc.filename))
            .header('Content-Disposition', contentDisposition(doc.filename))
            .header('X-Content-Type-Options', 'nosniff');
          // HEAD (Fastify answers it with this handler) only asks about the file: nothing is read and it
          // is not a download, so it never opens the spec 4.3 submit gate.
          if (request.method === 'HEAD') {
            if (!(await ctx.storage.exists(doc.storage_key))) throw new FileNotFoundError(doc.storage_key);
            return reply.send();
          }
          const stream = await ctx.storage.get(doc.storage_key);
          await onDownloaded(ctx.db, doc, caller);
          return reply.send(stream);
        } catch (error) {
          // A browser follows these links directly, so failures carry a real HTTP status as well.
          if (error instanceof FileNotFoundError) {
            request.log.error({ err: error, docId }, 'stored bytes of a document are missing');
            return sendError(request, reply, ErrorCode.DOCUMENT_NOT_FOUND, { status: 404 });
          }
          if (!(error instanceof AppError)) throw error;
          const status = error.code === ErrorCode.DOCUMENT_NOT_FOUND ? 404 : 403;
          return sendError(request, reply, error.code, { status });
        }
      },
    );
  };
}
