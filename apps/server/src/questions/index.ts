// What other features use of questions: the RFQ a supplier is invited to, by number (site inspections
// are shown to the same suppliers as questions).
export { requireInvitedRfqId } from './invited-rfq.ts';
