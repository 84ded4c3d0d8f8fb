/** One control of the pager between Previous and Next: a page, or a jump ("•••") over hidden pages. */
export type PagerItem =
  | {
      kind: 'page';
      page: number;
      current: boolean;
      /**
       * Beside a jump (antd's item-after-jump-prev / item-before-jump-next): hidden below 992 px, where the
       * pager keeps to the first, the current and the last page.
       */
      besideJump?: boolean;
      /** The one grey page of an empty list. */
      disabled?: boolean;
    }
  | { kind: 'jump-prev' | 'jump-next'; page: number };

export interface Pager {
  /** The page shown: the one asked for, kept within the pages there are. */
  current: number;
  pageCount: number;
  items: PagerItem[];
  hasPrev: boolean;
  hasNext: boolean;
}

/** How many pages `total` items make at `pageSize` a page (0 for none). */
export function pageCount(total: number, pageSize: number): number {
  return Math.floor((total - 1) / pageSize) + 1;
}

/** The page shown once the page size changes: the same page while it still exists, else the last. */
export function pageForSize(current: number, total: number, pageSize: number): number {
  const pages = pageCount(total, pageSize);
  return current > pages && pages !== 0 ? pages : current;
}

/** Pages either side of the current one, as antd's `showLessItems`. */
const BUFFER = 1;
/** How far a jump ("•••") moves, as antd's with `showLessItems`: 3 pages. */
export const JUMP = 3;

/**
 * The pages antd's Pagination (rc-pagination) shows with `showLessItems`: all of them up to 5; beyond, the
 * first and the last, the current one and one either side, and a jump of 3 pages over each gap of more
 * than one page ("•••").
 */
export function pagerItems(asked: number, pageSize: number, total: number): Pager {
  const count = pageCount(total, pageSize);
  const current = Math.max(1, Math.min(asked, count));
  const page = (n: number): PagerItem => ({ kind: 'page', page: n, current: n === current });
  const items: PagerItem[] = [];
  if (count <= 3 + BUFFER * 2) {
    if (count === 0) items.push({ kind: 'page', page: 1, current: false, disabled: true });
    for (let n = 1; n <= count; n += 1) items.push(page(n));
  } else {
    let left = Math.max(1, current - BUFFER);
    let right = Math.min(current + BUFFER, count);
    if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
    if (count - current <= BUFFER) left = count - BUFFER * 2;
    for (let n = left; n <= right; n += 1) items.push(page(n));
    if (current - 1 >= BUFFER * 2 && current !== 1 + 2) {
      items[0] = { ...(items[0] as PagerItem & { kind: 'page' }), besideJump: true };
      items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
    }
    if (count - current >= BUFFER * 2 && current !== count - 2) {
      const last = items.length - 1;
      items[last] = { ...(items[last] as PagerItem & { kind: 'page' }), besideJump: true };
      items.push({ kind: 'jump-next', page: Math.min(count, current + JUMP) });
    }
    if (left !== 1) items.unshift(page(1));
    if (right !== count) items.push(page(count));
  }
  return { current, pageCount: count, items, hasPrev: current > 1, hasNext: current < count };
}
