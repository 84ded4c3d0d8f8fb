import type { BuyerQuestionListBody, BuyerRfqListBody } from '@tender/api-contract';

// One place for the buyer console's cache keys. Everything of one RFQ sits under
// ['buyer', 'rfq', rfqnum] (detail and tabulation), every list page under ['buyer', 'list'], so a
// mutation invalidates exactly what it changed.
export const buyerKeys = {
  all: () => ['buyer'] as const,
  lists: () => ['buyer', 'list'] as const,
  list: (params: BuyerRfqListBody) => ['buyer', 'list', params] as const,
  rfqs: () => ['buyer', 'rfq'] as const,
  rfq: (rfqnum: string) => ['buyer', 'rfq', rfqnum] as const,
  detail: (rfqnum: string) => ['buyer', 'rfq', rfqnum, 'detail'] as const,
  tabulation: (rfqnum: string) => ['buyer', 'rfq', rfqnum, 'tabulation'] as const,
  questions: () => ['buyer', 'questions'] as const,
  questionList: (params: BuyerQuestionListBody) => ['buyer', 'questions', params] as const,
  supplierSearch: (str: string) => ['buyer', 'supplier-search', str] as const,
  supplierRecord: (code: string) => ['buyer', 'supplier-record', code] as const,
  approvals: () => ['buyer', 'approvals'] as const,
  unseen: () => ['buyer', 'unseen'] as const,
  templates: () => ['buyer', 'templates'] as const,
};
