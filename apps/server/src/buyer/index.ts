// What other features use of the buyer console: its routes and the rule of RFQ attachments (app.ts), the
// one lookup of "the buyer's RFQ" (its site only, 4000001 otherwise) with its stage, and the audit record
// of a buyer action on an RFQ.
export { buyerRoutes } from './buyer-routes.ts';
export { rfqDocumentOwner } from './rfq-document-owner.ts';
export {
  assertRfqAction,
  type BuyerRfq,
  findBuyerRfq,
  findBuyerRfqById,
  lastClosingOf,
  writeRfqAudit,
} from './rfq-scope.ts';
// Scheduled publish (issue 33): the worker every app server runs (app.ts).
export { publishDueRfqs, ScheduledPublishWorker } from './scheduled-publish.ts';
