// The ERP hand-off of a final award (issue 29, item 6): what the award's transaction calls, the worker
// app.ts runs, the tender page's list of deliveries and the award reads the buyer's record export uses.
export { type AwardHandoffPayload, awardHandoffPayload, queueAwardHandoff } from './handoff.ts';
export { readHandoffs } from './handoff-list.ts';
export {
  countHandoffsByState,
  readAwardLineOwners,
  readAwardTotals,
  readLiveAward,
} from './handoff-repository.ts';
export { deliverDueHandoffs, HandoffWorker, handoffOptions } from './handoff-worker.ts';
