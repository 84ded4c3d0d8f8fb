import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitWorkflow } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import { languageOf } from '../i18n/language.ts';
import { authenticate, callerOf } from './authenticate.ts';
import { routeSchema } from './contract-route.ts';
import type { WorkflowRegistry } from './workflow-registry.ts';

/**
 * /workflow/submitworkflow: one path, dispatched by `ownertable` and the kind of caller to the handler
 * a feature registered (a supplier's tender transition, staff's paper decline, a work order's action 1).
 */
export function workflowRoutes(db: Db, registry: WorkflowRegistry): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      submitWorkflow.path,
      // Authenticate before validating, so nothing about the body is answered to a caller without rights.
      {
        schema: routeSchema(submitWorkflow),
        preValidation: [authenticate(db), registry.refuseUnadmitted],
      },
      async (request) => {
        const caller = callerOf(request);
        const handler = registry.lookup(request.body.ownertable, caller);
        const langcode = request.headers.langcode;
        return handler.run(request.body, { caller, lang: languageOf(langcode), langcode });
      },
    );
  };
}
