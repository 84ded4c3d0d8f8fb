import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitWorkflow } from '@tender/api-contract';
import { isWorkflowAction, WORKFLOW_ACTIONS } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { authenticate, callerOf } from '../http/authenticate.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { recordPaperDecline } from '../staff/hard-copy-decline-service.ts';
import { refuseStaffOutsidePaperDecline } from '../staff/staff-workflow-gate.ts';
import { workOrderMessage } from '../work-orders/work-order-messages.ts';
import { runWorkOrderWorkflow } from '../work-orders/work-order-workflow-service.ts';
import { quotationChangesOf, wholeNumber } from './quotation-input.ts';
import { mailQuotationReceipt } from './quotation-receipt-mail.ts';
import { workflowMessage } from './workflow-messages.ts';
import { runTenderWorkflow } from './workflow-service.ts';

/**
 * /workflow/submitworkflow: a supplier's tender transition (ownertable udztb), the paper decline of a
 * hard-copy tender recorded by staff (udztb, action 8 or 9), or the work order's action 1 (WO).
 */
export function workflowRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      submitWorkflow.path,
      // Authenticate before validating, so nothing about the body is answered to a caller without rights.
      {
        schema: routeSchema(submitWorkflow),
        preValidation: [authenticate(ctx.db), refuseStaffOutsidePaperDecline],
      },
      async (request) => {
        const body = request.body;
        const caller = callerOf(request);
        const lang = languageOf(request.headers.langcode);
        const ownertable = body.ownertable.trim().toLowerCase();
        if (ownertable === 'wo') {
          const status = await runWorkOrderWorkflow(ctx.db, caller, {
            workorderId: wholeNumber(body.ownerid),
            actionId: wholeNumber(body.actionid),
            commentstojll: body.commentstojll ?? undefined,
          });
          const message = workOrderMessage('workflowSubmitted', lang);
          return ok({ status, message, msg: message });
        }
        if (ownertable !== 'udztb') throw new AppError(ErrorCode.UNKNOWN_REQUEST);
        const actionId = wholeNumber(body.actionid);
        if (!isWorkflowAction(actionId))
          throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
        // A submit's comment is the remark its checks read (spec 5), so it is saved with the lines.
        const savesLines =
          body.updateudztbline !== undefined ||
          body.reminder !== undefined ||
          body.attendedall !== undefined ||
          (actionId === WORKFLOW_ACTIONS.SUBMIT && (body.commentstojll ?? '').trim() !== '');
        const transition = {
          udztbId: wholeNumber(body.ownerid),
          actionId,
          commentstojll: body.commentstojll ?? undefined,
        };
        const message = workflowMessage(actionId, lang);
        if (caller.supplierId === null) {
          const status = await recordPaperDecline(ctx.db, caller, transition);
          return ok({ status, message, msg: message });
        }
        const { status, receipt } = await runTenderWorkflow(ctx.db, caller, {
          ...transition,
          quotation: savesLines ? quotationChangesOf(body) : undefined,
          version: body.version,
        });
        if (!receipt) return ok({ status, message, msg: message });
        await mailQuotationReceipt(ctx, caller, receipt, request.headers.langcode);
        const data = { submissionref: receipt.submissionref, submittedat: receipt.submittedat.toISOString() };
        return ok({ status, message, msg: message, data });
      },
    );
  };
}
