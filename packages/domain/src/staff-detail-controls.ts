import { isHardCopyTender } from './detail-controls.ts';
import { type FlagValue, isFlagSet } from './flag.ts';

/** What the staff detail page knows of a tender when it decides its controls. */
export interface StaffDetailView {
  bidmethod: string | null;
  tendercollectvia: string | null;
  inputed: FlagValue;
}

/** Which controls staff get on the tender detail (spec 4.4). */
export interface StaffDetailControls {
  /** Submit marks a hard-copy bid inputted: only for a hard-copy tender not yet inputted. */
  showSubmit: boolean;
  /** Staff type in the paper quote's prices while the Submit applies. */
  priceEditable: boolean;
  /** Hard-copy tender: decline only shows the no-decline notice and needs no reason. */
  declineNeedsNoReason: boolean;
  /** Any other tender: the decline confirm stays disabled until a reason is typed. */
  declineNeedsReason: boolean;
  isHardCopy: boolean;
}

/** The staff detail controls of spec 4.4. */
export function staffDetailControls(view: StaffDetailView): StaffDetailControls {
  // One meaning of "hard copy" everywhere (bid method or collection), the same test the server applies
  // to the paper-quote input: spec 4.4 names the bid method, 4.3 the collection, and tenders set either.
  const hardCopy = isHardCopyTender(view);
  const pendingPaperQuote = hardCopy && !isFlagSet(view.inputed);
  return {
    showSubmit: pendingPaperQuote,
    priceEditable: pendingPaperQuote,
    declineNeedsNoReason: hardCopy,
    declineNeedsReason: !hardCopy,
    isHardCopy: hardCopy,
  };
}
