// Mails sent outside a request, in each reader's language (docs/architecture.md, Mail): invitations after
// an import, answers to questions, reminders before closing and before a certificate expires, and the
// buyer's decisions (negotiation, award, loss, cancellation).
export { type MailedAmendment, mailAmendment } from './amendment-mail.ts';
export { type MailedAnswer, mailAnswer } from './answer-mail.ts';
export { sendCertExpiryReminders } from './cert-expiry-mail.ts';
export { announceInvitations } from './invitation-mail.ts';
export type { MailDeps } from './mail-deps.ts';
export { mailOutcome, type OutcomeKind } from './outcome-mail.ts';
export { REMINDER_SWEEP_INTERVAL_MS, sendReminders, startReminderSweeper } from './reminder-mail.ts';
export type { NotificationCount } from './send-each.ts';
