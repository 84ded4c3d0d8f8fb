import { WORKFLOW_ACTIONS } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../http/app-error.ts';

const DECLINES: readonly number[] = [WORKFLOW_ACTIONS.DECLINE, WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT];

function actionIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

/** Whether a workflow body asks for the one thing staff may do there: decline a tender (udztb, 8 or 9). */
export function isStaffDeclineBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { ownertable, actionid } = body as Record<string, unknown>;
  const action = actionIdOf(actionid);
  return (
    typeof ownertable === 'string' &&
    ownertable.trim().toLowerCase() === 'udztb' &&
    action !== null &&
    DECLINES.includes(action)
  );
}

/**
 * preValidation of /workflow/submitworkflow, after authenticate: the workflow is the supplier's except
 * the paper decline of a hard-copy tender (spec 4.4), so a staff caller asking for anything else is
 * refused before its body is even validated (nothing about the body is answered without the right).
 */
export async function refuseStaffOutsidePaperDecline(request: FastifyRequest): Promise<void> {
  if (request.user?.supplierId === null && !isStaffDeclineBody(request.body)) {
    throw new AppError(ErrorCode.FORBIDDEN);
  }
}
