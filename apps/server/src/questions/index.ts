// What other features use of questions: the RFQ a supplier is invited to, by number (site inspections
// are shown to the same suppliers as questions), and the buyer's answer (the admin command line's and the
// buyer console's, issue 17).
export { answerQuestion } from './answer-question.ts';
export { requireInvitedRfqId } from './invited-rfq.ts';
