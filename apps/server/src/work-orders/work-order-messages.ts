import type { Language } from '../i18n/language.ts';

// The success texts of spec 8 (Work order), in the caller's language.
const MESSAGES = {
  workflowSubmitted: {
    EN: 'Successfully submitted workflow!',
    ZH: '流程提交成功！',
    ZHT: '流程提交成功！',
  },
  documentDeleted: {
    EN: 'Delete file succeeded!',
    ZH: '文件删除成功！',
    ZHT: '檔案刪除成功！',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type WorkOrderMessage = keyof typeof MESSAGES;

export function workOrderMessage(key: WorkOrderMessage, lang: Language): string {
  return MESSAGES[key][lang];
}
