import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok, OkReply } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Issue 33, item 2: a draft publishes itself at a time the buyer picks (`publishat`, entered and shown in
// the site's time zone, sent as an ISO instant with its offset). At that time one app server claims it in
// the database and publishes it exactly as /buyer/rfq/publish does, on behalf of the buyer who scheduled
// it (invitations, their mails through the outbox, history entry rfq.publish.scheduled). If publish's
// rules no longer hold then, it is not published: the schedule is cleared (history entry
// rfq.schedule.refused with the reason's code) and that buyer is mailed why, in their language. A save or
// an uninvite that leaves the draft unpublishable at its time clears the schedule likewise (rfq.unschedule
// with the reason), without a mail: the console shows it at once. A manual publish clears it too.

const tags = ['Buyer console'] as const;

const Rfqnum = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });

// ---- Schedule ----

export const BuyerRfqScheduleBody = Closed({
  rfqnum: Rfqnum,
  publishat: Type.String({
    format: 'date-time',
    maxLength: 40,
    description:
      'When the draft publishes itself: ISO 8601 with its offset, e.g. 2026-12-01T09:00:00+08:00; in the ' +
      'future (5600030), at most a year ahead (5600032), before the closing date (5600031).',
  }),
});
export type BuyerRfqScheduleBody = Static<typeof BuyerRfqScheduleBody>;

export const buyerRfqSchedule = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/schedule',
  name: 'buyerRfqSchedule',
  summary: 'Schedule (or reschedule) the publication of a draft',
  description:
    'Checked now with the rules of /buyer/rfq/publish, the closing date against `publishat`: lines ' +
    '(5600001), invitees (5600012), a closing date set and ahead (5600002) and after `publishat` ' +
    '(5600031), a complete bill of quantities (5600003). Scheduling again replaces the time. Only a draft ' +
    '(5600009).',
  role: 'buyer',
  body: BuyerRfqScheduleBody,
  reply: Ok({ data: Closed({ rfqnum: Type.String(), publishat: Instant }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.PUBLISH_AT_PAST,
    ErrorCode.PUBLISH_AT_TOO_FAR,
    ErrorCode.RFQ_NO_LINES,
    ErrorCode.NO_INVITEES,
    ErrorCode.CLOSING_DATE_PAST,
    ErrorCode.CLOSING_BEFORE_PUBLISH_AT,
    ErrorCode.BOQ_INVALID,
  ],
  tags,
});

// ---- Unschedule ----

export const BuyerRfqUnscheduleBody = Closed({ rfqnum: Rfqnum });
export type BuyerRfqUnscheduleBody = Static<typeof BuyerRfqUnscheduleBody>;

export const buyerRfqUnschedule = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/unschedule',
  name: 'buyerRfqUnschedule',
  summary: 'Take a draft off its scheduled publication (it stays a draft)',
  description: 'A draft not scheduled answers 0 and changes nothing. Only a draft (5600009).',
  role: 'buyer',
  body: BuyerRfqUnscheduleBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.RFQ_ACTION_NOT_ALLOWED],
  tags,
});

export const buyerScheduleOperations = [buyerRfqSchedule, buyerRfqUnschedule] as const;
