/** Whether a required text is missing: null, empty or only white space (a Q&A question, a decline reason). */
export function isBlankText(text: string | null | undefined): boolean {
  return text == null || text.trim() === '';
}

/**
 * Whether a decline still lacks its reason (spec 5): every decline needs one, the supplier's own and the
 * paper decline staff record for a hard-copy tender alike (a supplier cannot decline a hard-copy tender).
 */
export function isDeclineReasonMissing(reason: string | null | undefined): boolean {
  return isBlankText(reason);
}
