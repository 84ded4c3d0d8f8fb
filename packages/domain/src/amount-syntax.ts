// How a person types an amount: digits, commas only as thousands separators in groups of three, at most
// one decimal point; nothing else. The parser of stored values (cents-text.ts) is more lenient because it
// also reads what the database and JSON numbers give; typed input and request values go through here first,
// so ',5', '1,5', '1,2,3', '1e9' and '+5' are refused instead of being read as something else.

/** Why typed amount text is refused. */
export type AmountSyntaxProblem = 'not-a-number' | 'negative' | 'too-many-decimals';

const PLAIN = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const NEGATIVE = /^-\s*(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * Checks amount text as a person types it: `1234`, `1,234.5`, `0.25`, `.5` is refused (no leading digit),
 * as are signs, exponents, spaces inside and misplaced commas. Blank (or null) is no problem: it means
 * "no value". At most `maxDecimals` decimals.
 */
export function checkAmountSyntax(
  text: string | null | undefined,
  maxDecimals = 2,
): AmountSyntaxProblem | null {
  if (text == null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = PLAIN.exec(trimmed);
  if (!match) return NEGATIVE.test(trimmed) ? 'negative' : 'not-a-number';
  const decimals = match[1]?.length ?? 0;
  return decimals > maxDecimals ? 'too-many-decimals' : null;
}
