import { LINE_PAGE_SIZE } from '@tender/domain';

/** What the other parts of the detail may ask of the grid (Submit, the save outcome's "Next >"). */
export interface LineNavigationHandle {
  /** Shows the first line needing attention (switching page and filter) and focuses its first marked cell. */
  first: () => void;
  next: () => void;
  previous: () => void;
}

/**
 * The line to go to from `current`: the next (or previous) one needing attention in line order, wrapping
 * round at the ends; the first (or last) when there is no current line.
 */
export function stepTarget(
  attention: readonly number[],
  indexOf: (seqno: number) => number,
  current: number | null,
  direction: 1 | -1,
): number | null {
  if (attention.length === 0) return null;
  const at = current === null ? null : indexOf(current);
  if (direction === 1) {
    const after = at === null ? undefined : attention.find((seqno) => indexOf(seqno) > at);
    return after ?? (attention[0] as number);
  }
  let before: number | undefined;
  if (at !== null) for (const seqno of attention) if (indexOf(seqno) < at) before = seqno;
  return before ?? (attention[attention.length - 1] as number);
}

/** The table page (from 1) that shows a line of the list, with pages of `pageSize` lines. */
export function pageOf(list: readonly number[], seqno: number, pageSize = LINE_PAGE_SIZE): number {
  const index = list.indexOf(seqno);
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}
