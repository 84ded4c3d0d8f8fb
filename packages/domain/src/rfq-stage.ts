// The buyer's stage of an RFQ (issue 17). The stored status says what the buyer did (DRAFT, PUBLISHED,
// AWARDED, CANCELLED); a published RFQ is OPEN until its last closing date on the server clock, then
// CLOSED. An award at or above the approval threshold waits as PENDING_APPROVAL (issue 29). The last closing date is the greatest of the RFQ's closing date and any invitation's
// negotiation closing date, so a negotiation round opens the RFQ again until the round closes.

/** What the rfq table stores. */
export const RFQ_STATUSES = ['DRAFT', 'PUBLISHED', 'PENDING_APPROVAL', 'AWARDED', 'CANCELLED'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** The stages the buyer sees, in the order of an RFQ's life. */
export const RFQ_STAGES = ['DRAFT', 'OPEN', 'CLOSED', 'PENDING_APPROVAL', 'AWARDED', 'CANCELLED'] as const;
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
    case 'PENDING_APPROVAL':
      return 'PENDING_APPROVAL';
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

/**
 * Whether a published RFQ is open only through a negotiation round: its own closing date has passed and
 * only the round's suppliers may still quote (stage OPEN through their later closing date).
 */
export function inNegotiationRound(
  rfq: { stage: RfqStage; closingdate: Date | string },
  now: Date | number = Date.now(),
): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return rfq.stage === 'OPEN' && millis(rfq.closingdate) <= at;
}

/** What a buyer does to an RFQ; each is allowed or refused by stage alone (rfqActionVerdict). */
export const RFQ_ACTIONS = [
  'edit',
  'publish',
  'amend',
  'invite',
  'uninvite',
  'attach',
  'compare',
  'negotiate',
  'award',
  'cancel',
  'unseal',
  'approve',
  'score',
] as const;
export type RfqAction = (typeof RFQ_ACTIONS)[number];

/**
 * The answer for one action at one stage: allowed, or the refusal the server gives (and the page would):
 * `closed` 5600006 (closed, or open only through a negotiation round), `not-closed` 5600007 (the
 * quotations are sealed until closing), `not-allowed` 5600009 (not at this stage).
 */
export type RfqActionVerdict = 'allowed' | 'closed' | 'not-closed' | 'not-allowed';

/** A stage with OPEN split in two: open to all, or only through a negotiation round. */
type ActionStage = Exclude<RfqStage, 'OPEN'> | 'OPEN' | 'ROUND';

const A = 'allowed';
const C = 'closed';
const S = 'not-closed';
const N = 'not-allowed';

// One row per action, one column per stage:
//                                         DRAFT OPEN ROUND CLOSED PENDING_APPROVAL AWARDED CANCELLED
const VERDICTS: Readonly<Record<RfqAction, readonly RfqActionVerdict[]>> = {
  // A draft is edited; an open RFQ is amended (a new revision) until closing. A round is not reopened.
  edit: [A, N, C, C, N, N, N],
  amend: [N, A, C, C, N, N, N],
  publish: [A, N, N, N, N, N, N],
  // An invitation made during a round or after closing would be closed at once.
  invite: [A, A, C, C, N, N, N],
  // A published invitation stays; only a draft's pick list changes.
  uninvite: [A, N, N, N, N, N, N],
  // The round's suppliers quote on the files they had.
  attach: [A, A, C, C, N, N, N],
  // Sealed bids: opened at closing (and, with a quorum of two, once two people have unsealed them), and
  // kept readable while an award waits for approval and after it.
  compare: [S, S, S, A, A, A, S],
  negotiate: [S, S, S, A, N, N, N],
  award: [S, S, S, A, N, N, N],
  // A proposed award is approved or rejected first.
  cancel: [A, A, A, A, N, N, N],
  unseal: [S, S, S, A, N, N, N],
  approve: [N, N, N, N, A, N, N],
  // Issue 33: quotations are scored once opened and until an award is proposed (the award is decided on
  // the ranking; the scores then stay as they were).
  score: [S, S, S, A, N, N, N],
};
const COLUMNS: readonly ActionStage[] = [
  'DRAFT',
  'OPEN',
  'ROUND',
  'CLOSED',
  'PENDING_APPROVAL',
  'AWARDED',
  'CANCELLED',
];

/** Whether `action` may be taken at `stage` (inRound: OPEN only through a negotiation round). */
export function rfqActionVerdict(action: RfqAction, stage: RfqStage, inRound = false): RfqActionVerdict {
  const column: ActionStage = stage === 'OPEN' && inRound ? 'ROUND' : stage;
  return VERDICTS[action][COLUMNS.indexOf(column)] ?? N;
}

/** The actions allowed at a stage, in RFQ_ACTIONS order. */
export function rfqActionsAllowed(stage: RfqStage, inRound = false): readonly RfqAction[] {
  return RFQ_ACTIONS.filter((action) => rfqActionVerdict(action, stage, inRound) === 'allowed');
}

/** i18n key of each stage's label ('rfqStage.OPEN' -> 'Open'). */
export const RFQ_STAGE_LABEL_KEY: Readonly<Record<RfqStage, string>> = {
  DRAFT: 'rfqStage.DRAFT',
  OPEN: 'rfqStage.OPEN',
  CLOSED: 'rfqStage.CLOSED',
  PENDING_APPROVAL: 'rfqStage.PENDING_APPROVAL',
  AWARDED: 'rfqStage.AWARDED',
  CANCELLED: 'rfqStage.CANCELLED',
};

/** Badge colour of each stage (antd preset names or hex colours dark enough for text, as status.ts). */
export const RFQ_STAGE_BADGE_COLOUR: Readonly<Record<RfqStage, string>> = {
  DRAFT: 'default',
  OPEN: '#237804',
  CLOSED: '#8b5a2b',
  PENDING_APPROVAL: '#ad4e00',
  AWARDED: '#0958d9',
  CANCELLED: '#46607a',
};

/** Badge colour of "Negotiation round", shown beside OPEN while only a round's suppliers may quote. */
export const NEGOTIATION_ROUND_BADGE_COLOUR = '#531dab';
