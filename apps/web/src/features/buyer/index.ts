/**
 * The buyer console (issue 17): the API layer every buyer screen uses (this feature's and buyer-tender's),
 * the role hook, the console's paths, and the small shared pieces (stage tag, time left). The list and
 * editor pages are loaded lazily by the app's router from ./pages.
 */

export { answerQuestion, useAnswerQuestion } from './api/answer-question';
export { awardRfq, type BuyerAwardResult, useAwardRfq } from './api/award-rfq';
export { cancelRfq, useCancelRfq } from './api/cancel-rfq';
export {
  type BuyerQuestionList,
  buyerQuestionsQueryOptions,
  getBuyerQuestions,
  useBuyerQuestions,
} from './api/get-buyer-questions';
export { buyerRfqQueryOptions, getBuyerRfq, useBuyerRfq } from './api/get-buyer-rfq';
export { type BuyerRfqList, buyerRfqsQueryOptions, getBuyerRfqs, useBuyerRfqs } from './api/get-buyer-rfqs';
export { getTabulation, tabulationQueryOptions, useTabulation } from './api/get-tabulation';
export { inviteSuppliers, useInviteSuppliers } from './api/invite-suppliers';
export { negotiateRfq, useNegotiateRfq } from './api/negotiate-rfq';
export { type BuyerRfqPublished, publishRfq, usePublishRfq } from './api/publish-rfq';
export { buyerKeys } from './api/query-keys';
export { type BuyerRfqSaved, saveBuyerRfq, useSaveBuyerRfq } from './api/save-buyer-rfq';
export { searchSuppliers, supplierSearchQueryOptions, useSupplierSearch } from './api/search-suppliers';
export { uninviteSuppliers, useUninviteSuppliers } from './api/uninvite-suppliers';
export { RfqDocumentLink } from './components/rfq-document-link';
export { RfqStageTag } from './components/rfq-stage-tag';
export { isBuyerSession, useIsBuyer } from './hooks/use-is-buyer';
export { BUYER_HOME, BUYER_QUESTIONS, NEW_RFQ_PATH, rfqEditPath, rfqPath } from './lib/paths';
