import type { BuyerRfqDetail } from '@tender/api-contract';
import { earliestAmendedClosing } from '@tender/domain';

const MINUTE_MS = 60_000;

/** What the editor tells the buyer of an amendment's notice before saving (issue 28, finding 3). */
export interface AmendNotice {
  /** AMEND_MIN_NOTICE_HOURS, as the server gives it in the detail. */
  hours: number;
  /** The earliest closing date the amendment may have now, up to the next whole minute (the picker's). */
  earliest: Date;
}

/**
 * The notice an amendment of `detail` owes the bidders at `now`, by the server's rule (domain
 * amend-notice.ts): null while the tender is a draft, which takes any future closing date.
 */
export function amendNoticeOf(
  detail: Pick<BuyerRfqDetail, 'status' | 'closingdate' | 'amendnoticehours'> | null,
  contentChanged: boolean,
  now: Date,
): AmendNotice | null {
  if (detail?.status !== 'OPEN') return null;
  const hours = detail.amendnoticehours;
  const earliest = earliestAmendedClosing({
    closing: new Date(detail.closingdate),
    contentChanged,
    noticeHours: hours,
    now,
  });
  return { hours, earliest: new Date(Math.ceil(earliest.getTime() / MINUTE_MS) * MINUTE_MS) };
}
