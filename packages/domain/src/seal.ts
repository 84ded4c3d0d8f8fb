import { isHardCopyTender } from './detail-controls.ts';

// The seal (issue 28): who may see what of one supplier's quotation, and when. One table, read by every
// server service and presenter that answers any part of a quotation, and by the download route, so that
// no role, call, file link or change of a tender's fields shows a quotation before its closing time.
//
// A quotation is one invitation's answer (udztb): its lines' prices, its totals, its lines' notes, the
// documents the supplier attached, and the counts that tell how far it has got (status, submission time,
// how many files). The phase is the invitation's, not the RFQ's: a negotiation round seals the round's
// quotations again until the round's own closing date.

/** Who is looking at the quotation, decided from the session alone (never from a body). */
export const SEAL_VIEWERS = [
  /** A user of the supplier whose quotation it is. */
  'owner',
  /** A user of any other supplier, invited to the same RFQ or not. */
  'other-supplier',
  /** A staff user of the RFQ's site without the buyer or approver role. */
  'staff',
  /** A staff user of the RFQ's site with the buyer or approver role. */
  'buyer',
] as const;
export type SealViewer = (typeof SEAL_VIEWERS)[number];

/** Where the quotation is in its life. */
export const SEAL_PHASES = [
  /** Before the invitation's closing date (a negotiation round's, when it has one). */
  'sealed',
  /** Past closing, but the RFQ's opening is still awaited (an opening quorum not yet met). */
  'awaiting-opening',
  /** Past closing and opened: compared, negotiated, awarded. */
  'opened',
  /** The RFQ was cancelled: what was never compared stays sealed. */
  'cancelled',
] as const;
export type SealPhase = (typeof SEAL_PHASES)[number];

/** How quotations are collected; fixed once the RFQ is published (issue 28, finding 1). */
export const SEAL_TENDER_TYPES = ['online', 'hardcopy'] as const;
export type SealTenderType = (typeof SEAL_TENDER_TYPES)[number];

/** The parts of a quotation. */
export const SEAL_PARTS = [
  /** Unit prices, line totals, discount rates and discounted amounts. */
  'prices',
  /** The quotation's totals (sums of the lines), however they are shown. */
  'totals',
  /** The supplier's notes on lines. */
  'notes',
  /** The files the supplier attached to the invitation (their names, their links and their bytes). */
  'documents',
  /** How far it has got: status, submission time and reference, how many lines or files. */
  'counts',
] as const;
export type SealPart = (typeof SEAL_PARTS)[number];

type Row = Readonly<Record<SealPart, boolean>>;
const ALL: Row = { prices: true, totals: true, notes: true, documents: true, counts: true };
const NONE: Row = { prices: false, totals: false, notes: false, documents: false, counts: false };
const COUNTS_ONLY: Row = { ...NONE, counts: true };
/** Staff without the buyer role see an opened online quotation's figures, not its documents. */
const FIGURES: Row = { ...ALL, documents: false };

type PhaseRows = Readonly<Record<SealPhase, Row>>;
const ALWAYS = (row: Row): PhaseRows => ({
  sealed: row,
  'awaiting-opening': row,
  opened: row,
  cancelled: row,
});

// viewer -> tender type -> phase -> what may be seen.
const TABLE: Readonly<Record<SealViewer, Readonly<Record<SealTenderType, PhaseRows>>>> = {
  // The supplier's own quotation is always theirs to read.
  owner: { online: ALWAYS(ALL), hardcopy: ALWAYS(ALL) },
  // Another supplier never learns anything of it, not even that it exists.
  'other-supplier': { online: ALWAYS(NONE), hardcopy: ALWAYS(NONE) },
  staff: {
    // Staff follow who has answered; the figures only once opened; the files are the buyers'.
    online: { sealed: COUNTS_ONLY, 'awaiting-opening': COUNTS_ONLY, opened: FIGURES, cancelled: COUNTS_ONLY },
    // A paper quotation is typed in by staff: they have read it already.
    hardcopy: ALWAYS(ALL),
  },
  buyer: {
    online: { sealed: COUNTS_ONLY, 'awaiting-opening': COUNTS_ONLY, opened: ALL, cancelled: COUNTS_ONLY },
    hardcopy: ALWAYS(ALL),
  },
};

/** Whether `viewer` may see `part` of a quotation of this type in this phase. */
export function mayView(viewer: SealViewer, type: SealTenderType, phase: SealPhase, part: SealPart): boolean {
  return TABLE[viewer][type][phase][part];
}

/** Everything `viewer` may see of one quotation, part by part. */
export function visibleParts(viewer: SealViewer, type: SealTenderType, phase: SealPhase): Row {
  return TABLE[viewer][type][phase];
}

/** What the phase is read from: the RFQ's stored status and the invitation's own closing date. */
export interface SealPhaseInput {
  /** The RFQ's stored status (DRAFT, PUBLISHED, AWARDED, CANCELLED). */
  rfqStatus: string;
  /** The invitation's closing date: a negotiation round's when it has one. */
  closingdate: Date | string;
  /** Whether the RFQ's opening has happened once closed (an opening quorum met); true without one. */
  opened?: boolean;
}

/** The phase of one invitation's quotation at `now` (the server clock on the server). */
export function sealPhase(input: SealPhaseInput, now: Date | number = Date.now()): SealPhase {
  if (input.rfqStatus === 'CANCELLED') return 'cancelled';
  const closing =
    typeof input.closingdate === 'string' ? Date.parse(input.closingdate) : input.closingdate.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  // An unreadable date never opens anything.
  if (!(at >= closing)) return 'sealed';
  if (input.rfqStatus === 'AWARDED') return 'opened';
  return input.opened === false ? 'awaiting-opening' : 'opened';
}

/** The tender type from the RFQ's collection fields as published (HardCopy in either: spec 4.3, 4.4). */
export function sealTenderType(rfq: {
  tendercollectvia: string | null;
  bidmethod: string | null;
}): SealTenderType {
  return isHardCopyTender(rfq) ? 'hardcopy' : 'online';
}
