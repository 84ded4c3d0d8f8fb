import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a refused request's unread body may take to arrive before the connection is closed on it. */
const DRAIN_MS = 30_000;

/**
 * Whenever a reply goes out before its request body was read to the end (an upload refused part-way: too
 * large, a refused type, no session), the rest of the body is read and thrown away first, then the reply
 * is sent with `Connection: close`. A browser writes the whole body before it reads the answer: closing on
 * an unread body makes the kernel reset the connection, and the browser sees "Failed to fetch" instead of
 * the reason (issue 28). At most `maxDrainBytes` announced bytes are read so; a longer body, or one without
 * a length, is closed on unread as before (left open, it would sit before the next request on the
 * keep-alive connection).
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance, maxDrainBytes: number): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    reply.header('Connection', 'close');
    const announced = Number(request.headers['content-length']);
    if (Number.isFinite(announced) && announced <= maxDrainBytes) await drain(request);
  });
}

/** Reads the rest of the request body into nothing; resolves at its end, on an error, or after DRAIN_MS. */
function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    // A multipart parser still piped to it would hold it back: the answer is decided, the rest is not read.
    raw.unpipe();
    raw.on('data', () => {});
    raw.resume();
  });
}

/**
 * Whether a failure is the client going away mid-request (an upload cancelled or a tab closed): not the
 * server's error, so not an error-level log line.
 */
export function isClientAbort(request: FastifyRequest, error: { code?: string; message?: string }): boolean {
  return (
    request.raw.readableAborted ||
    error.code === 'ECONNRESET' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message === 'aborted'
  );
}
