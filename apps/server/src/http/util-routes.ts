import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/connect.ts';
import { languageOf } from '../i18n/language.ts';
import { authenticate } from './authenticate.ts';
import { NamedRequestRegistry } from './named-requests.ts';

/** /util/list and /util/update: one path each, dispatched by reqname to its registered handler. */
export function utilRoutes(
  db: Db,
  lists: NamedRequestRegistry,
  updates: NamedRequestRegistry,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const [path, registry] of [
      ['/util/list', lists],
      ['/util/update', updates],
    ] as const) {
      app.post(
        path,
        { schema: { body: Type.Object({ reqname: Type.String({ minLength: 1, maxLength: 64 }) }) } },
        async (request, reply) => {
          const entry = registry.lookup(request.body.reqname);
          if (entry.def.role !== 'public') await authenticate(db, entry.def.role)(request, reply);
          NamedRequestRegistry.validate(entry, request.body);
          const result = await entry.def.handle(request.body as never, {
            caller: request.user,
            lang: languageOf(request.headers.langcode),
          });
          return { code: 0, success: true, ...result };
        },
      );
    }
  };
}
