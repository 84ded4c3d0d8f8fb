import type { FastifyInstance } from 'fastify';

/**
 * Answers `Connection: close` whenever a reply goes out before its request body was read to the end (an
 * upload refused part-way: too large, a refused type, no session). Left open, the unread rest of the body
 * would sit before the next request on the keep-alive connection, and the socket could be reset under it.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('Connection', 'close');
  });
}
