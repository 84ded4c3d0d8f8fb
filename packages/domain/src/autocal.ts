// autocal holds '' or 'Y' for an entry line, or seq numbers joined by '+' ('3+4+7') for a line whose
// amounts are the sum of other lines.

const SUM_LIST = /^\s*\d+\s*(?:\+\s*\d+\s*)*$/;

/** The seq numbers a sum line adds up ('3+4+7' -> [3, 4, 7]); null when autocal is '' or 'Y' (an entry line). */
export function parseAutocal(autocal: string | null | undefined): number[] | null {
  if (autocal == null || !isSumLine(autocal)) return null;
  return autocal.split('+').map((part) => Number.parseInt(part, 10));
}

/** Whether the line's amounts are the sum of other lines (autocal lists seq numbers), so nothing is entered on it. */
export function isSumLine(autocal: string | null | undefined): boolean {
  // '' and 'Y' are by far the most common values: answer them without the regex.
  return autocal != null && autocal !== '' && autocal !== 'Y' && SUM_LIST.test(autocal);
}

/** Whether total = quantity x unit price is computed for the line (autocal 'Y'). */
export function isQuantityTimesPrice(autocal: string | null | undefined): boolean {
  if (autocal === 'Y') return true;
  return autocal != null && autocal.trim().toUpperCase() === 'Y';
}
