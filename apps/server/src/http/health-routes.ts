import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { health } from '@tender/api-contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { ErrorCode } from '../errors/app-error.ts';
import { ok, routeSchema } from './contract-route.ts';
import { sendError } from './error-handler.ts';

/**
 * GET /health for load balancers: 200 while this server can reach its database, 503 (1000001) when
 * it cannot, so a server that lost PostgreSQL is taken out of rotation. No session, no data.
 */
export function healthRoutes(db: Db): FastifyPluginAsyncTypebox {
  // A GET has no body: the key left out, or Fastify warns of a body schema that is missing.
  const { body: _none, ...schema } = routeSchema(health);
  return async (app) => {
    app.get(health.path, { schema }, async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(request, reply, ErrorCode.SYSTEM_FAILURE, { status: 503 });
      }
      return ok({});
    });
  };
}
