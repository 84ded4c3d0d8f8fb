import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/connect.ts';
import { languageOf } from '../i18n/language.ts';
import { authenticate } from './authenticate.ts';
import { assertReply } from './contract-route.ts';
import type { NamedRequestRegistry } from './named-requests.ts';

/**
 * /util/list and /util/update: one path each, dispatched by reqname to its registered handler. The
 * reqname's own reply schema checks (REPLY_CHECK) and serialises what it answers.
 */
export function utilRoutes(
  db: Db,
  registries: readonly NamedRequestRegistry[],
  opts: { replyCheck: boolean },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const registry of registries) {
      const path = registry.kind === 'list' ? '/util/list' : '/util/update';
      app.post(
        path,
        {
          schema: {
            body: Type.Object({ reqname: Type.String({ minLength: 1, maxLength: 64 }) }),
            // Documented as the union of the reqnames' bodies and replies (see the OpenAPI document).
            summary: registry.kind === 'list' ? 'Named list requests' : 'Named update requests',
          },
        },
        async (request, reply) => {
          const entry = registry.lookup(request.body.reqname);
          const role = entry.op.role;
          if (role !== 'public' && role !== 'system') {
            await authenticate(db, role)(request, reply);
          }
          const result = await entry.run(request.body, {
            caller: request.user,
            lang: languageOf(request.headers.langcode),
          });
          if (opts.replyCheck) assertReply(entry.op.reply, result, `${path} ${entry.op.reqname}`);
          return reply
            .type('application/json; charset=utf-8')
            .send(
              reply.serializeInput(
                result as Record<string, unknown>,
                entry.op.reply as Record<string, unknown>,
              ),
            );
        },
      );
    }
  };
}
