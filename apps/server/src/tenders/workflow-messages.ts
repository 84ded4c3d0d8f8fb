import { WORKFLOW_ACTIONS, type WorkflowAction } from '@tender/domain';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, t } from '../i18n/translate.ts';

// Which success text each transition answers with; both declines say the same.
const MESSAGE_KEY: Readonly<Record<WorkflowAction, MessageKey>> = {
  [WORKFLOW_ACTIONS.SUBMIT]: 'workflow.submitted',
  [WORKFLOW_ACTIONS.ACCEPT]: 'workflow.acknowledged',
  [WORKFLOW_ACTIONS.DECLINE]: 'workflow.declined',
  [WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT]: 'workflow.declined',
};

/** The success text of a tender transition, in the caller's language. */
export function workflowMessage(action: WorkflowAction, lang: Language): string {
  return t(lang, MESSAGE_KEY[action]);
}
