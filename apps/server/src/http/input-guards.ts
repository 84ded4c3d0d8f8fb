import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../errors/app-error.ts';

/**
 * Whether a parsed value holds a NUL character in any string or key. PostgreSQL cannot store NUL in
 * text, so such input would fail deep in a query; it is refused up front as a bad request instead.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are at most a few MB of JSON; the depth cap only guards the recursion itself.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/** Refuses a NUL character anywhere in a request's body, query string or path parameters (1000002). */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      if (containsNul(value))
        throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: `${part}: NUL` });
    }
  });
}

// Busboy's words for a multipart body that is cut short or has no boundary: the client's fault, not ours.
const MALFORMED_MULTIPART = /unexpected end of multipart data|^Multipart: Boundary not found/i;

/** Whether an error is a multipart body the client sent broken (cut before its closing boundary). */
export function isMalformedMultipart(error: FastifyError | Error): boolean {
  return !(error instanceof AppError) && MALFORMED_MULTIPART.test(error.message);
}
