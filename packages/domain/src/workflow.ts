import { QUOTING_STATUSES, type TenderStatus } from './status.ts';

/** Workflow action ids of spec 4.2. */
export const WORKFLOW_ACTIONS = { SUBMIT: 4, ACCEPT: 7, DECLINE: 8, DECLINE_AFTER_ACCEPT: 9 } as const;

/** A workflow action id. */
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[keyof typeof WORKFLOW_ACTIONS];

interface Transition {
  from: readonly string[];
  to: TenderStatus;
}

const TRANSITIONS: Readonly<Record<WorkflowAction, Transition>> = {
  [WORKFLOW_ACTIONS.ACCEPT]: { from: ['NEW', 'DRAFT'], to: 'WTQUOTE' },
  [WORKFLOW_ACTIONS.SUBMIT]: { from: QUOTING_STATUSES, to: 'SUBMITED' },
  [WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT]: { from: ['WTQUOTE'], to: 'DECLINED' },
  [WORKFLOW_ACTIONS.DECLINE]: { from: ['NEW', 'DRAFT'], to: 'DECLINED' },
};

/** Whether the number is one of the workflow action ids. */
export function isWorkflowAction(action: number): action is WorkflowAction {
  return Object.hasOwn(TRANSITIONS, action);
}

/** The status a workflow action leads to from the given status (spec 4.2), or null when it is not allowed. */
export function nextStatus(status: string, action: number): TenderStatus | null {
  if (!isWorkflowAction(action)) return null;
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}
