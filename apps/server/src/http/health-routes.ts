import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { ErrorCode } from './app-error.ts';
import { sendError } from './error-handler.ts';

/**
 * GET /health for load balancers: 200 while this server can reach its database, 503 (1000001) when
 * it cannot, so a server that lost PostgreSQL is taken out of rotation. No session, no data.
 */
export function healthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(request, reply, ErrorCode.SYSTEM_FAILURE, { status: 503 });
      }
      return { code: 0, success: true };
    });
  };
}
