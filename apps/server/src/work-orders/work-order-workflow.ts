/**
 * The work-order workflow action of spec 4.2: action 1, shown to the workflow owner only. The portal
 * sees the buyer's maintenance statuses (WAPPR, APPR, WSCH, WMATL, INPRG, COMP, CLOSE, CAN); the
 * supplier's one step is to report the work done, so action 1 moves an approved, scheduled or
 * in-progress work order to COMP and hands the workflow back to the buyer. Waiting for approval,
 * completed, closed or cancelled work orders have no supplier step.
 */
export const WORK_ORDER_SUBMIT_ACTION = 1;

const SUBMIT_TRANSITIONS: Readonly<Partial<Record<string, string>>> = {
  APPR: 'COMP',
  WSCH: 'COMP',
  WMATL: 'COMP',
  INPRG: 'COMP',
};

/** The status action 1 leads to from this status, or null when the supplier has no step there. */
export function workOrderStatusAfterSubmit(status: string): string | null {
  return SUBMIT_TRANSITIONS[status.trim().toUpperCase()] ?? null;
}

/** Whether the status means the work is done (so its actual finish is recorded). */
export function isFinishedStatus(status: string): boolean {
  return status === 'COMP';
}
