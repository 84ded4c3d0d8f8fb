import { describe, expect, it } from 'vitest';
import { TENDER_STATUSES, type TenderStatus } from './status.ts';
import { isWorkflowAction, nextStatus, WORKFLOW_ACTIONS } from './workflow.ts';

const ALLOWED: Record<number, Partial<Record<TenderStatus, TenderStatus>>> = {
  [WORKFLOW_ACTIONS.ACCEPT]: { NEW: 'WTQUOTE', DRAFT: 'WTQUOTE' },
  [WORKFLOW_ACTIONS.SUBMIT]: { WTQUOTE: 'SUBMITED', NORESPONSE: 'SUBMITED' },
  [WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT]: { WTQUOTE: 'DECLINED' },
  [WORKFLOW_ACTIONS.DECLINE]: { NEW: 'DECLINED', DRAFT: 'DECLINED' },
};

describe('nextStatus (spec 4.2)', () => {
  it('has the action ids of spec 4.2', () => {
    expect(WORKFLOW_ACTIONS).toEqual({ SUBMIT: 4, ACCEPT: 7, DECLINE: 8, DECLINE_AFTER_ACCEPT: 9 });
  });

  const cases = Object.values(WORKFLOW_ACTIONS).flatMap((action) =>
    TENDER_STATUSES.map((status) => ({ action, status, expected: ALLOWED[action]![status] ?? null })),
  );

  it.each(cases)('action $action from $status -> $expected', ({ action, status, expected }) => {
    expect(nextStatus(status, action)).toBe(expected);
  });

  it.each([
    { status: 'WTQUOTE', action: 1 },
    { status: 'NEW', action: 0 },
    { status: 'NEW', action: 7.5 },
    { status: 'wtquote', action: 4 },
    { status: '', action: 7 },
  ])('refuses action $action from $status', ({ status, action }) => {
    expect(nextStatus(status, action)).toBeNull();
  });

  it.each([
    [4, true],
    [7, true],
    [8, true],
    [9, true],
    [1, false],
    [5, false],
  ])('isWorkflowAction(%j) = %j', (action, known) => {
    expect(isWorkflowAction(action)).toBe(known);
  });
});
