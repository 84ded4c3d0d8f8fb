import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isWorkflowAction } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { languageOf } from '../i18n/language.ts';
import { quotationChangesOf, wholeNumber } from './quotation-input.ts';
import { WorkflowBody } from './tender-schemas.ts';
import { workflowMessage } from './workflow-messages.ts';
import { runTenderWorkflow } from './workflow-service.ts';

/** /workflow/submitworkflow for tenders (ownertable udztb); work orders (WO) are not served here yet. */
export function workflowRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/workflow/submitworkflow',
      // Authenticate before validating, so nothing about the body is answered to a caller without rights.
      { schema: { body: WorkflowBody }, preValidation: authenticate(ctx.db, 'supplier') },
      async (request) => {
        const body = request.body;
        if (body.ownertable.trim().toLowerCase() !== 'udztb') throw new AppError(ErrorCode.UNKNOWN_REQUEST);
        const actionId = wholeNumber(body.actionid);
        if (!isWorkflowAction(actionId))
          throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
        const savesLines =
          body.updateudztbline !== undefined || body.reminder !== undefined || body.attendedall !== undefined;
        const status = await runTenderWorkflow(ctx.db, callerOf(request), {
          udztbId: wholeNumber(body.ownerid),
          actionId,
          commentstojll: body.commentstojll ?? undefined,
          quotation: savesLines ? quotationChangesOf(body) : undefined,
        });
        const message = workflowMessage(actionId, languageOf(request.headers.langcode));
        return { code: 0, success: true, status, message, msg: message };
      },
    );
  };
}
