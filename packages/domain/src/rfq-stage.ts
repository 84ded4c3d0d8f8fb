// The buyer's stage of an RFQ (issue 17). The stored status says what the buyer did (DRAFT, PUBLISHED,
// AWARDED, CANCELLED); a published RFQ is OPEN until its last closing date on the server clock, then
// CLOSED. The last closing date is the greatest of the RFQ's closing date and any invitation's
// negotiation closing date, so a negotiation round opens the RFQ again until the round closes.

/** What the rfq table stores. */
export const RFQ_STATUSES = ['DRAFT', 'PUBLISHED', 'AWARDED', 'CANCELLED'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** The stages the buyer sees, in the order of an RFQ's life. */
export const RFQ_STAGES = ['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED'] as const;
export type RfqStage = (typeof RFQ_STAGES)[number];

/** Whether the text is one of the stages (exact spelling). */
export function isRfqStage(value: string): value is RfqStage {
  return (RFQ_STAGES as readonly string[]).includes(value);
}

/** An RFQ as its stage needs it; dates as Date objects or ISO strings. */
export interface RfqStageInput {
  status: RfqStatus;
  closingdate: Date | string;
  /** The greatest of closingdate and any invitation's negotiation closing date; closingdate when absent. */
  lastClosing?: Date | string | null;
}

function millis(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The buyer's stage of an RFQ at `now` (the server clock on the server). */
export function rfqStage(rfq: RfqStageInput, now: Date | number = Date.now()): RfqStage {
  switch (rfq.status) {
    case 'DRAFT':
      return 'DRAFT';
    case 'AWARDED':
      return 'AWARDED';
    case 'CANCELLED':
      return 'CANCELLED';
    default: {
      const closing = Math.max(
        millis(rfq.closingdate),
        rfq.lastClosing ? millis(rfq.lastClosing) : Number.NaN,
      );
      const last = Number.isNaN(closing) ? millis(rfq.closingdate) : closing;
      const at = typeof now === 'number' ? now : now.getTime();
      return at < last ? 'OPEN' : 'CLOSED';
    }
  }
}

/** i18n key of each stage's label ('rfqStage.OPEN' -> 'Open'). */
export const RFQ_STAGE_LABEL_KEY: Readonly<Record<RfqStage, string>> = {
  DRAFT: 'rfqStage.DRAFT',
  OPEN: 'rfqStage.OPEN',
  CLOSED: 'rfqStage.CLOSED',
  AWARDED: 'rfqStage.AWARDED',
  CANCELLED: 'rfqStage.CANCELLED',
};

/** Badge colour of each stage (antd preset names or hex colours dark enough for text, as status.ts). */
export const RFQ_STAGE_BADGE_COLOUR: Readonly<Record<RfqStage, string>> = {
  DRAFT: 'default',
  OPEN: '#237804',
  CLOSED: '#8b5a2b',
  AWARDED: '#0958d9',
  CANCELLED: '#46607a',
};
