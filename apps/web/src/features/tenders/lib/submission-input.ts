import type { TenderHeader } from '@tender/api-contract';
import {
  checkSubmission,
  isBlankAmount,
  isFlagSet,
  type SubmissionCheck,
  type SubmissionRights,
  type SupplierDetailControls,
} from '@tender/domain';
import type { LineEditorState } from './line-editor-types';
import { submissionLinesOf } from './line-issues';
import { isEntryLine } from './line-kind';

export function submissionRightsOf(controls: SupplierDetailControls): SubmissionRights {
  return {
    quantityEditable: controls.quantityEditable,
    priceEditable: controls.priceEditable,
    notesEditable: controls.notesEditable,
  };
}

export interface QuotationCheckContext {
  header: TenderHeader;
  controls: SupplierDetailControls;
  attendedAll: boolean;
  remark: string;
}

/** Runs every submission rule of the domain over what the screen holds (the server runs the same). */
export function checkQuotation(state: LineEditorState, context: QuotationCheckContext): SubmissionCheck {
  return checkSubmission({
    lines: submissionLinesOf(state),
    rights: submissionRightsOf(context.controls),
    attachmentsDownloaded: isFlagSet(context.header.isdownload),
    siteInspectionRequired: isFlagSet(context.header.hassiteinspection),
    attendedAll: context.attendedAll,
    summary: state.summary,
    remark: context.remark,
  });
}

/** How many lines a supplier prices (not headers, not sum lines) and how many of them have a total. */
export function pricedLineCount(state: LineEditorState): { priced: number; of: number } {
  let priced = 0;
  let of = 0;
  for (const line of state.lines.values()) {
    if (!isEntryLine(line.row)) continue;
    of += 1;
    if (!isBlankAmount(line.amounts?.totallineamount ?? null)) priced += 1;
  }
  return { priced, of };
}
