// What other features use of the buyer console: its routes (app.ts), the one lookup of "the buyer's
// RFQ" (its site only, 4000001 otherwise) with its stage, and the audit record of a buyer action on an RFQ.
export { buyerRoutes } from './buyer-routes.ts';
export {
  assertRfqAction,
  type BuyerRfq,
  findBuyerRfq,
  findBuyerRfqById,
  lastClosingOf,
  writeRfqAudit,
} from './rfq-scope.ts';
