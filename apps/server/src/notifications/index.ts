// Mails queued in the outbox by a change or a sweep (docs/architecture.md, Mail), in each reader's
// language: invitations after an import or a publish, answers to questions, reminders before closing and
// before a certificate expires, and the buyer's decisions (amendment, negotiation, award, loss,
// cancellation). Pass the change's transaction as `db`: the mails then commit with it.
export {
  AMENDED_RFQ_FIELDS,
  type AmendedRfqField,
  type AmendedValue,
  type AmendmentChange,
  type MailedAmendment,
  mailAmendment,
} from './amendment-mail.ts';
export { type MailedAnswer, mailAnswer } from './answer-mail.ts';
export { type MailedAward, mailApprovers, mailRejection } from './approval-mail.ts';
export { noticeBuyers, sendDigests } from './buyer-notice-mail.ts';
export { markRfqSeen, newActivityCount, unseenActivity } from './buyer-notice-repository.ts';
export { sendCertExpiryReminders } from './cert-expiry-mail.ts';
export { announceInvitations } from './invitation-mail.ts';
export type { MailDeps } from './mail-deps.ts';
export { supplierTenderLink, tenderNameRows } from './mailed-tender.ts';
export { type AwardedLines, mailOutcome, type OutcomeKind } from './outcome-mail.ts';
export type { NotificationCount } from './queue-mails.ts';
export { REMINDER_SWEEP_INTERVAL_MS, sendReminders, startReminderSweeper } from './reminder-mail.ts';
export { mailScheduleRefused, type RefusedSchedule } from './schedule-refused-mail.ts';
