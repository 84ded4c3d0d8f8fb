import { isWorkflowAction, WORKFLOW_ACTIONS } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { ok } from '../http/contract-route.ts';
import { wholeNumber } from '../http/request-values.ts';
import type { WorkflowHandler } from '../http/workflow-registry.ts';
import { noticeBuyers } from '../notifications/index.ts';
import { quotationChangesOf } from './quotation-input.ts';
import { mailQuotationReceipt } from './quotation-receipt-mail.ts';
import { workflowMessage } from './workflow-messages.ts';
import { runTenderWorkflow } from './workflow-service.ts';

/** /workflow/submitworkflow with ownertable udztb from a supplier: a tender's transition (spec 4.2). */
export function tenderWorkflows(ctx: AppContext): WorkflowHandler[] {
  return [
    {
      ownertable: 'udztb',
      caller: 'supplier',
      async run(body, { caller, lang, langcode }) {
        const actionId = wholeNumber(body.actionid);
        if (!isWorkflowAction(actionId))
          throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
        // A submit's comment is the remark its checks read (spec 5), so it is saved with the lines.
        const savesLines =
          body.updateudztbline !== undefined ||
          body.reminder !== undefined ||
          body.attendedall !== undefined ||
          (actionId === WORKFLOW_ACTIONS.SUBMIT && (body.commentstojll ?? '').trim() !== '');
        const message = workflowMessage(actionId, lang);
        const { status, receipt } = await runTenderWorkflow(ctx.db, caller, {
          udztbId: wholeNumber(body.ownerid),
          actionId,
          commentstojll: body.commentstojll ?? undefined,
          quotation: savesLines ? quotationChangesOf(body) : undefined,
          version: body.version,
          mailReceipt: (trx, made, tender) => mailQuotationReceipt(ctx, trx, caller, made, tender, langcode),
          noticeBuyers: (trx, notice) => noticeBuyers({ db: trx, config: ctx.config }, notice),
        });
        if (!receipt) return ok({ status, message, msg: message });
        const data = { submissionref: receipt.submissionref, submittedat: receipt.submittedat.toISOString() };
        return ok({ status, message, msg: message, data });
      },
    },
  ];
}
