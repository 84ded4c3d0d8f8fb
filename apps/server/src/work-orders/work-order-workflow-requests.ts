import type { AppContext } from '../app-context.ts';
import { ok } from '../http/contract-route.ts';
import { wholeNumber } from '../http/request-values.ts';
import type { WorkflowHandler } from '../http/workflow-registry.ts';
import { t } from '../i18n/translate.ts';
import { runWorkOrderWorkflow } from './work-order-workflow-service.ts';

/** /workflow/submitworkflow with ownertable WO: the workflow owner reports the work done (action 1). */
export function workOrderWorkflows(ctx: AppContext): WorkflowHandler[] {
  return [
    {
      ownertable: 'wo',
      caller: 'supplier',
      async run(body, { caller, lang }) {
        const status = await runWorkOrderWorkflow(ctx.db, caller, {
          workorderId: wholeNumber(body.ownerid),
          actionId: wholeNumber(body.actionid),
          commentstojll: body.commentstojll ?? undefined,
        });
        const message = t(lang, 'workOrder.workflowSubmitted');
        return ok({ status, message, msg: message });
      },
    },
  ];
}
