import { isSumLine } from './autocal.ts';
import { isPastClosingDate } from './closing-date.ts';
import { type FlagValue, isFlagSet, isHardCopyValue } from './flag.ts';
import { AWAITING_ACKNOWLEDGEMENT_STATUSES } from './home-attention.ts';
import { canDeleteSupplierDocumentIn, isQuotingStatus } from './status.ts';

/** What the supplier detail page knows of a tender when it decides its controls. */
export interface SupplierDetailView {
  status: string;
  tendercollectvia: string | null;
  bidmethod: string | null;
  inputed: FlagValue;
  pricenegotiation: FlagValue;
  hassiteinspection: FlagValue;
  /** When given, a tender past it is read-only (the server refuses every supplier action then). */
  closingdate?: Date | string | null;
}

/** Which buttons and fields of the supplier detail show and are enabled (spec 4.3). */
export interface SupplierDetailControls {
  showSave: boolean;
  showSubmit: boolean;
  saveEnabled: boolean;
  submitEnabled: boolean;
  uploadEnabled: boolean;
  showAcknowledge: boolean;
  showDecline: boolean;
  showDeleteSupplierDoc: boolean;
  quantityEditable: boolean;
  priceEditable: boolean;
  notesEditable: boolean;
  discountEditable: boolean;
  siteInspectionEditable: boolean;
  /** Collected or bid by HardCopy: quoted on paper, so nothing is saved, submitted or uploaded online. */
  isHardCopy: boolean;
  /** Prices are hidden for a HardCopy bid method until staff have inputted the paper quote. */
  showPrices: boolean;
  /** Declining needs a reason; a hard-copy tender only shows the no-decline notice. */
  declineNeedsReason: boolean;
  /** The closing date has passed: the tender opens read-only with a "Closed on" banner. */
  closed: boolean;
  /**
   * Why the quotation cannot be saved, submitted or added to online (null: it can). The one rule behind
   * saveEnabled, submitEnabled and uploadEnabled, so a disabled button says the reason that disabled it.
   */
  quotingBlock: QuotingBlock | null;
}

/**
 * Why a supplier cannot quote online, in the order they are told: the closing date first, then the
 * tender's status, then a hard-copy tender that is otherwise open for quoting.
 */
export type QuotingBlock =
  | 'closed'
  | 'notAcknowledged'
  | 'submitted'
  | 'declined'
  | 'cancelled'
  | 'decided'
  | 'hardCopy';

const STATUS_BLOCK: Readonly<Record<string, QuotingBlock>> = {
  SUBMITED: 'submitted',
  DECLINED: 'declined',
  CANCELD: 'cancelled',
  LOST: 'decided',
  AWARDED: 'decided',
};

/** Why the tender cannot be quoted online now (null: it can), from its closing, status and collect-via. */
function quotingBlockOf(closed: boolean, status: string, hardCopy: boolean): QuotingBlock | null {
  if (closed) return 'closed';
  if (isAwaitingAcknowledgement(status)) return 'notAcknowledged';
  if (!isQuotingStatus(status)) return STATUS_BLOCK[status] ?? 'decided';
  return hardCopy ? 'hardCopy' : null;
}

/** The one action a tender's state calls for, shown alone on a phone (issue 35, item 8); null: none. */
export type SupplierPrimaryAction = 'acknowledge' | 'submit';

/**
 * The action the tender's state calls for: Acknowledge an invitation not yet accepted, else Submit while
 * the quotation is open (a hard-copy tender's Submit too, disabled with its reason); null once there is
 * nothing left to do.
 */
export function supplierPrimaryAction(controls: SupplierDetailControls): SupplierPrimaryAction | null {
  if (controls.showAcknowledge) return 'acknowledge';
  if (controls.showSubmit) return 'submit';
  return null;
}

const AWAITING_ACKNOWLEDGEMENT = new Set<string>(AWAITING_ACKNOWLEDGEMENT_STATUSES);

/** Whether the invitation still waits for the supplier's acknowledgement (NEW, DRAFT: spec 4.3). */
export function isAwaitingAcknowledgement(status: string): boolean {
  return AWAITING_ACKNOWLEDGEMENT.has(status);
}

/** Whether the tender is HardCopy by collect-via or bid method (any case). */
export function isHardCopyTender(view: {
  tendercollectvia: string | null;
  bidmethod: string | null;
}): boolean {
  return isHardCopyValue(view.tendercollectvia) || isHardCopyValue(view.bidmethod);
}

/**
 * The supplier detail controls of spec 4.3. Entry fields are editable only while the quotation can
 * still be saved (WTQUOTE, NORESPONSE): outside them there is no Save to keep an edit.
 */
export function supplierDetailControls(
  view: SupplierDetailView,
  now: Date = new Date(),
): SupplierDetailControls {
  const closed =
    view.closingdate != null && view.closingdate !== '' && isPastClosingDate(view.closingdate, now);
  const hardCopy = isHardCopyTender(view);
  const quotingBlock = quotingBlockOf(closed, view.status, hardCopy);
  // Quoting: open but for being hard-copy; online: open.
  const online = quotingBlock === null;
  const quoting = online || quotingBlock === 'hardCopy';
  const negotiating = isFlagSet(view.pricenegotiation);
  const inputed = isFlagSet(view.inputed);
  return {
    // Hard-copy tenders hide Save (spec 4.3 last rule) but keep Submit visible and disabled.
    showSave: online,
    showSubmit: quoting,
    saveEnabled: online,
    submitEnabled: online,
    uploadEnabled: online,
    showAcknowledge: !closed && isAwaitingAcknowledgement(view.status),
    showDecline: !closed && (view.status === 'NEW' || view.status === 'WTQUOTE') && !negotiating,
    showDeleteSupplierDoc: !closed && canDeleteSupplierDocumentIn(view.status),
    quantityEditable: online && !negotiating,
    priceEditable: online && !negotiating,
    notesEditable: online,
    discountEditable: online && negotiating,
    siteInspectionEditable: isFlagSet(view.hassiteinspection) && (quoting || (hardCopy && !inputed)),
    isHardCopy: hardCopy,
    showPrices: !(isHardCopyValue(view.bidmethod) && !inputed),
    declineNeedsReason: !hardCopy,
    closed,
    quotingBlock,
  };
}

/** What decides whether one line's quantity is the supplier's to set. */
export interface QuantityLine {
  header: FlagValue;
  autocal: string | null;
  qtyrequired: FlagValue;
}

/**
 * Whether the supplier may set this line's quantity (issue 28, finding 4): only on an entry line whose
 * quantity the buyer left to the suppliers (qtyrequired), and only while the tender lets quantities change
 * at all (`quantityEditable` of the detail controls, or of a paper quote's rights). Elsewhere the buyer's
 * quantity stands, so that every quotation prices the same quantities.
 */
export function isLineQuantityEditable(line: QuantityLine, quantityEditable: boolean): boolean {
  return (
    quantityEditable && !isFlagSet(line.header) && !isSumLine(line.autocal) && isFlagSet(line.qtyrequired)
  );
}
