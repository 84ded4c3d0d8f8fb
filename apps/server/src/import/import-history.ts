import type { ImportInvitation } from '@tender/api-contract';
import { WORKFLOW_ACTIONS } from '@tender/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { optionalInstant as instant } from './import-dates.ts';

/**
 * One step of an invitation's history as the supplier's own workflow records it (workflow-service.ts), so
 * the buyer's Suppliers and History tabs read an imported acknowledgement or submission as they read a
 * real one. Marked as imported: a re-import moves the step's time (a relative date on another day) instead
 * of adding a second one, and changes nothing when the time is the same.
 */
async function recordStep(
  trx: Db,
  udztbId: number,
  step: { from: string; to: string; at: Date; detail: Record<string, unknown> },
): Promise<void> {
  const detail = JSON.stringify({ ...step.detail, imported: true });
  const existing = await trx
    .selectFrom('audit_log')
    .select(['id', 'at'])
    .where('entity', '=', 'udztb')
    .where('entity_id', '=', String(udztbId))
    .where('to_status', '=', step.to)
    .where(sql<boolean>`detail->>'imported' = 'true'`)
    .executeTakeFirst();
  if (!existing) {
    await trx
      .insertInto('audit_log')
      .values({
        at: step.at,
        user_id: null,
        action: 'workflow',
        entity: 'udztb',
        entity_id: String(udztbId),
        from_status: step.from,
        to_status: step.to,
        detail,
      })
      .execute();
  } else if (new Date(existing.at).getTime() !== step.at.getTime()) {
    await trx.updateTable('audit_log').set({ at: step.at, detail }).where('id', '=', existing.id).execute();
  }
}

/** The udztb columns of an invitation's receipt, when the file gives one (checked by check-history.ts). */
export function receiptColumns(inv: ImportInvitation, now: Date) {
  const at = instant(inv.submittedat, now);
  return at && inv.submissionref ? { submitted_at: at, submission_ref: inv.submissionref } : {};
}

/**
 * Writes the history the file gives an invitation (issue 35, item 16): when its supplier was put on the
 * RFQ's list, and the acknowledgement and submission as workflow steps.
 */
export async function importHistory(
  trx: Db,
  ids: { udztb: number; rfq: number; supplier: number },
  inv: ImportInvitation,
  now: Date,
): Promise<void> {
  const invited = instant(inv.invitedat, now);
  if (invited) {
    await trx
      .updateTable('rfq_invitee')
      .set({ invited_at: invited })
      .where('rfq_id', '=', ids.rfq)
      .where('supplier_id', '=', ids.supplier)
      .where('invited_at', '<>', invited)
      .execute();
  }
  const acknowledged = instant(inv.acknowledgedat, now);
  if (acknowledged) {
    await recordStep(trx, ids.udztb, {
      from: 'NEW',
      to: 'WTQUOTE',
      at: acknowledged,
      detail: { actionid: WORKFLOW_ACTIONS.ACCEPT },
    });
  }
  const submitted = instant(inv.submittedat, now);
  if (submitted && inv.submissionref) {
    await recordStep(trx, ids.udztb, {
      from: 'WTQUOTE',
      to: 'SUBMITED',
      at: submitted,
      detail: { actionid: WORKFLOW_ACTIONS.SUBMIT, submissionref: inv.submissionref },
    });
  }
}
