/** Whether a required text is missing: null, empty or only white space (a Q&A question, a decline reason). */
export function isBlankText(text: string | null | undefined): boolean {
  return text == null || text.trim() === '';
}

/** Whether a decline still lacks its reason: mandatory for every tender except hard-copy ones (spec 5). */
export function isDeclineReasonMissing(reason: string | null | undefined, hardCopy: boolean): boolean {
  return !hardCopy && isBlankText(reason);
}

/** Whether a staff search has both the supplier code and the tender number it requires (spec 5). */
export function isStaffSearchComplete(search: {
  suppliercode: string | null;
  rfqnum: string | null;
}): boolean {
  return !isBlankText(search.suppliercode) && !isBlankText(search.rfqnum);
}
