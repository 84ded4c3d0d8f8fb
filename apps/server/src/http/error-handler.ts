import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, type ErrorCodeValue } from '../errors/app-error.ts';
import { errorMessage } from '../i18n/error-messages.ts';
import { languageOf } from '../i18n/language.ts';
import { isClientAbort } from './close-unread-body.ts';
import { isMalformedMultipart } from './input-guards.ts';

/** The one place a failure becomes `{ code, message, msg }`; 5xx details stay in the log. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  opts: { status?: number; data?: Record<string, unknown>; params?: Record<string, string> } = {},
): FastifyReply {
  const message = errorMessage(code, languageOf(request.headers.langcode), opts.params);
  const body: Record<string, unknown> = { code, success: false, message, msg: message };
  if (opts.data) body.data = opts.data;
  // A refusal is the contract's ErrorReply, not the route's reply: serialised as it is.
  return reply
    .status(opts.status ?? 200)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any route runs (bad %-encoding, a path
 * parameter over its length limit) gets the same coded 1000002 as any other bad request.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(request, reply, ErrorCode.BAD_REQUEST, { status: 400, params: { detail: error.code } });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.code, { data: error.data, params: error.params });
    }
    if (error.validation) {
      const detail = error.validation
        .map((v) => `${v.instancePath || '/'} ${v.message ?? ''}`.trim())
        .slice(0, 5)
        .join('; ');
      return sendError(request, reply, ErrorCode.BAD_REQUEST, { status: 400, params: { detail } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, ErrorCode.BODY_TOO_LARGE, { status: 413 });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the caller's fault, say so without internals.
      return sendError(request, reply, ErrorCode.BAD_REQUEST, {
        status: 400,
        params: { detail: error.code ?? 'malformed request' },
      });
    }
    if (isMalformedMultipart(error)) {
      return sendError(request, reply, ErrorCode.BAD_REQUEST, {
        status: 400,
        params: { detail: 'multipart body' },
      });
    }
    if (isClientAbort(request, error)) {
      // The caller went away (an upload cancelled, a tab closed): nobody reads an answer, nothing broke.
      request.log.info({ code: error.code }, 'request aborted by the client');
      return sendError(request, reply, ErrorCode.BAD_REQUEST, { status: 400, params: { detail: 'aborted' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, ErrorCode.SYSTEM_FAILURE, { status: 500 });
  });
}
