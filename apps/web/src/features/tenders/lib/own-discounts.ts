import { DEFAULT_DISCOUNT_RATE, normalizeAmount } from '@tender/domain';
import type { LineEditorState } from './line-editor-types';
import { isEntryLine } from './line-kind';

const NO_DISCOUNT = normalizeAmount(DEFAULT_DISCOUNT_RATE);
const UNSET = normalizeAmount('0');

/**
 * How many entry lines carry a discount the supplier set on the line, other than `rate`: GO would overwrite
 * them. Blank and 0 mean the default (100, no discount), and `previousRate` (what GO set before) is not a
 * line's own choice either.
 */
export function countOwnDiscounts(state: LineEditorState, rate: string, previousRate?: string): number {
  const applied = normalizeAmount(rate);
  const previous = normalizeAmount(previousRate);
  let count = 0;
  for (const line of state.lines.values()) {
    if (!isEntryLine(line.row)) continue;
    const disc = normalizeAmount(line.input.disc);
    if (disc === null || disc === NO_DISCOUNT || disc === UNSET) continue;
    if (disc !== applied && disc !== previous) count += 1;
  }
  return count;
}
