import { WORKFLOW_ACTIONS, type WorkflowAction } from '@tender/domain';
import type { Language } from '../i18n/language.ts';

// The success texts of a transition, in the caller's language (spec 8 gives 'Successfully submitted
// workflow!'; each action says what happened in the same voice).
const MESSAGES: Readonly<Record<WorkflowAction, Record<Language, string>>> = {
  [WORKFLOW_ACTIONS.SUBMIT]: {
    EN: 'Quotation submitted successfully!',
    ZH: '报价已成功提交！',
    ZHT: '報價已成功提交！',
  },
  [WORKFLOW_ACTIONS.ACCEPT]: {
    EN: 'Tender acknowledged successfully!',
    ZH: '已成功确认收到招标！',
    ZHT: '已成功確認收到招標！',
  },
  [WORKFLOW_ACTIONS.DECLINE]: {
    EN: 'Tender declined successfully!',
    ZH: '已成功拒绝招标！',
    ZHT: '已成功拒絕招標！',
  },
  [WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT]: {
    EN: 'Tender declined successfully!',
    ZH: '已成功拒绝招标！',
    ZHT: '已成功拒絕招標！',
  },
};

export function workflowMessage(action: WorkflowAction, lang: Language): string {
  return MESSAGES[action][lang];
}
