import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: its path without the query string. A signed download link carries
 * its signature there and opens the file alone for minutes, so a log reader must never see it.
 */
export function serializeRequest(request: FastifyRequest) {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return {
    method: request.method,
    url: queryAt === -1 ? url : `${url.slice(0, queryAt)}?[query omitted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
