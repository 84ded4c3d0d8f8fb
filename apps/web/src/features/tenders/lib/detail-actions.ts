import { type QuotingBlock, type SupplierDetailControls, supplierPrimaryAction } from '@tender/domain';

/** Every button of the supplier's tender detail: the quotation's actions, then its tools (spec 2.8). */
export type DetailActionKey =
  | 'save'
  | 'submit'
  | 'acknowledge'
  | 'decline'
  | 'print'
  | 'qa'
  | 'upload'
  | 'supplierDocs'
  | 'attachments'
  | 'site';

/** One button as shown: off with the rule's reason when `block` is set. */
export interface DetailAction {
  key: DetailActionKey;
  /** Why it is off (null: on); the same rule that turned it off (supplierDetailControls' quotingBlock). */
  block: QuotingBlock | null;
  /** A tool (Q&A, documents, site inspection) rather than a step of the quotation. */
  tool: boolean;
}

export interface DetailActions {
  /** The action the tender's state calls for (supplierPrimaryAction), shown alone on a phone. */
  primary: DetailAction | null;
  /** Every button shown, in the desktop's order (the primary one among them). */
  all: DetailAction[];
}

interface DetailActionsInput {
  controls: SupplierDetailControls;
  /** Staff looking: Print only, no tools. */
  readOnly: boolean;
  /** How many site inspections the RFQ lists: the Site Inspection button shows only when some. */
  siteInspections: number;
}

/** The buttons of the detail, which are off and why, and which one is primary: all from the controls. */
export function detailActions({ controls, readOnly, siteInspections }: DetailActionsInput): DetailActions {
  const block = controls.quotingBlock;
  const action = (key: DetailActionKey, enabled = true, tool = false): DetailAction => ({
    key,
    block: enabled ? null : block,
    tool,
  });
  const quotation: DetailAction[] = readOnly
    ? []
    : [
        ...(controls.showSave ? [action('save', controls.saveEnabled)] : []),
        ...(controls.showSubmit ? [action('submit', controls.submitEnabled)] : []),
        ...(controls.showAcknowledge ? [action('acknowledge')] : []),
        ...(controls.showDecline ? [action('decline')] : []),
      ];
  // Add Attachments hides on a hard-copy tender (nothing is uploaded online), as the spec's buttons do.
  const tools: DetailAction[] = readOnly
    ? []
    : [
        action('qa', true, true),
        ...(controls.isHardCopy ? [] : [action('upload', controls.uploadEnabled, true)]),
        action('supplierDocs', true, true),
        action('attachments', true, true),
        ...(siteInspections > 0 ? [action('site', true, true)] : []),
      ];
  const all = [...quotation, action('print'), ...tools];
  const primaryKey = readOnly ? null : supplierPrimaryAction(controls);
  return { primary: all.find((item) => item.key === primaryKey) ?? null, all };
}

/** The buttons that are off, grouped by their reason, in the order the buttons show. */
export function offReasons(
  actions: readonly DetailAction[],
): { block: QuotingBlock; keys: DetailActionKey[] }[] {
  const groups = new Map<QuotingBlock, DetailActionKey[]>();
  for (const { key, block } of actions) {
    if (block) groups.set(block, [...(groups.get(block) ?? []), key]);
  }
  return [...groups].map(([block, keys]) => ({ block, keys }));
}
