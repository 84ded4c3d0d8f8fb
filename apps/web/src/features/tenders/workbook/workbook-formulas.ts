// Excel limits a function to 255 arguments and a formula to 8,192 characters: a sum line lists its parts
// as ranges of consecutive rows, in groups, and a list too long even so is written as a value only.
const ARGUMENTS_PER_SUM = 250;
const FORMULA_MAX_LENGTH = 8_000;

/** Consecutive sheet rows as ranges of one column ('G3:G50', 'G52'). */
export function rangesOf(column: string, rows: readonly number[]): string[] {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0];
  for (let index = 0; index < sorted.length; index += 1) {
    const row = sorted[index] as number;
    const next = sorted[index + 1];
    if (next === row + 1) continue;
    ranges.push(start === row ? `${column}${row}` : `${column}${start}:${column}${row}`);
    start = next;
  }
  return ranges;
}

/**
 * A sum line's amount over the given rows of one column, blank until a part has an amount (the domain's
 * rule: missing amounts are not zeros); null when Excel could not hold the formula.
 */
export function sumFormula(column: string, rows: readonly number[]): string | null {
  const ranges = rangesOf(column, rows);
  if (ranges.length === 0) return '""';
  const groups: string[] = [];
  for (let index = 0; index < ranges.length; index += ARGUMENTS_PER_SUM) {
    groups.push(ranges.slice(index, index + ARGUMENTS_PER_SUM).join(','));
  }
  const count =
    groups.length === 1 ? `COUNT(${groups[0]})` : groups.map((group) => `COUNT(${group})`).join('+');
  const sum =
    groups.length === 1 ? `SUM(${groups[0]})` : `SUM(${groups.map((group) => `SUM(${group})`).join(',')})`;
  const formula = `IF(${count}=0,"",ROUND(${sum},2))`;
  return formula.length > FORMULA_MAX_LENGTH ? null : formula;
}
