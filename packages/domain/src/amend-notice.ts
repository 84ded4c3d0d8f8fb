// The notice an amendment owes the bidders (issue 28, finding 3): nobody pulls a closing date in on
// suppliers who are still pricing. Publishing takes any future closing date (a same-day quotation is a
// real need); only an amendment of a published RFQ is bound by AMEND_MIN_NOTICE_HOURS:
// - the closing date may move later at any time;
// - it may move earlier only to at least the notice from now;
// - an amendment of the lines or documents made less than the notice before the current closing must
//   also move the closing date to at least the notice from now.
// The server enforces it; the buyer's editor shows the same minimum before saving.

/** The default of the AMEND_MIN_NOTICE_HOURS setting. */
export const AMEND_MIN_NOTICE_HOURS_DEFAULT = 72;

const HOUR_MS = 3_600_000;

export interface AmendNoticeInput {
  /** The RFQ's closing date as stored (before the amendment). */
  closing: Date;
  /** Whether the amendment changes the lines or the documents (what suppliers must price again). */
  contentChanged: boolean;
  /** AMEND_MIN_NOTICE_HOURS. */
  noticeHours: number;
  now: Date;
}

/** The end of the notice: `noticeHours` from `now`. */
export function amendNoticeEnd(noticeHours: number, now: Date): Date {
  return new Date(now.getTime() + noticeHours * HOUR_MS);
}

/**
 * The earliest closing date the amendment may have. Without a change of lines or documents it is the
 * earlier of the current closing date (keeping it, or moving it later, is always allowed) and the end of
 * the notice; with one, the end of the notice.
 */
export function earliestAmendedClosing(input: AmendNoticeInput): Date {
  const noticeEnd = amendNoticeEnd(input.noticeHours, input.now);
  if (input.contentChanged) return noticeEnd;
  return input.closing.getTime() < noticeEnd.getTime() ? input.closing : noticeEnd;
}

/** Why an amendment's closing date is refused: `earlier` pulls it in, `content` leaves too little notice. */
export type AmendNoticeRefusal = 'earlier' | 'content';

/**
 * Whether the amendment's new closing date `next` gives the bidders their notice: null when it does,
 * else why not (the minimum is earliestAmendedClosing).
 */
export function amendNoticeRefusal(input: AmendNoticeInput, next: Date): AmendNoticeRefusal | null {
  if (next.getTime() >= earliestAmendedClosing(input).getTime()) return null;
  return input.contentChanged && next.getTime() >= input.closing.getTime() ? 'content' : 'earlier';
}
