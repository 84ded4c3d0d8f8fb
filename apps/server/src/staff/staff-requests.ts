import { findSupplier, getHardCopyWaiting, updateUdztbSupp } from '@tender/api-contract';
import { isWorkflowAction, WORKFLOW_ACTIONS } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { requireCaller } from '../http/callers.ts';
import { ok } from '../http/contract-route.ts';
import { type NamedRequest, namedRequest } from '../http/named-requests.ts';
import { wholeNumber } from '../http/request-values.ts';
import type { WorkflowHandler } from '../http/workflow-registry.ts';
import { t } from '../i18n/translate.ts';
import { noticeBuyers } from '../notifications/index.ts';
import { presentLine, quotationSaveOf, workflowMessage } from '../tenders/index.ts';
import { recordPaperDecline } from './hard-copy-decline-service.ts';
import { inputPaperQuote } from './hard-copy-input-service.ts';
import { findSuppliers, listWaitingHardCopies } from './staff-aids.ts';

/**
 * The staff reqnames of /util/list (issue 18): the site's hard-copy tenders waiting for their paper
 * quote's prices, and the supplier-name lookup. The registry refuses suppliers (role 'staff', 1000004).
 */
export function staffListRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(getHardCopyWaiting, async (params, context) => {
      const caller = requireCaller(context);
      const page = params.page === undefined ? 1 : wholeNumber(params.page);
      const { rows, totalcount } = await listWaitingHardCopies(ctx.db, caller.siteid, page);
      return ok({ gethardcopywaiting: rows, totalcount });
    }),
    namedRequest(findSupplier, async (params, context) =>
      ok({ findsupplier: await findSuppliers(ctx.db, requireCaller(context).siteid, params.str) }),
    ),
  ];
}

/** The staff reqnames of /util/update: typing in a hard-copy tender's paper quote (spec 4.4). */
export function staffUpdateRequests(ctx: AppContext): NamedRequest[] {
  return [
    namedRequest(updateUdztbSupp, async (params, context) => {
      const { udztbnum, changes } = quotationSaveOf(params);
      const saved = await inputPaperQuote(
        ctx.db,
        requireCaller(context),
        udztbnum,
        changes,
        params.version,
        (trx, notice) => noticeBuyers({ db: trx, config: ctx.config }, notice),
      );
      const message = t(context.lang, 'paperQuote.input');
      return ok({
        updateudztbline: saved.lines.map(presentLine),
        status: saved.status,
        inputed: '1' as const,
        version: saved.version,
        message,
        msg: message,
      });
    }),
  ];
}

const DECLINES: readonly number[] = [WORKFLOW_ACTIONS.DECLINE, WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT];

function actionIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

/**
 * The one thing staff may do on /workflow/submitworkflow: record the paper decline of a hard-copy tender
 * of their site (ownertable udztb, action 8 or 9; spec 4.4). Any other body from staff is refused before
 * it is validated.
 */
export function staffWorkflows(ctx: AppContext): WorkflowHandler[] {
  return [
    {
      ownertable: 'udztb',
      caller: 'staff',
      admits: (body) => {
        const action = actionIdOf(body.actionid);
        return action !== null && DECLINES.includes(action);
      },
      async run(body, { caller, lang }) {
        const actionId = wholeNumber(body.actionid);
        if (!isWorkflowAction(actionId))
          throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'actionid' });
        const message = workflowMessage(actionId, lang);
        const status = await recordPaperDecline(
          ctx.db,
          caller,
          {
            udztbId: wholeNumber(body.ownerid),
            actionId,
            commentstojll: body.commentstojll ?? undefined,
          },
          (trx, notice) => noticeBuyers({ db: trx, config: ctx.config }, notice),
        );
        return ok({ status, message, msg: message });
      },
    },
  ];
}
