import { Pagination } from 'antd';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type PagerItem, pageForSize, pagerItems } from './pager-items';

/** The items as a line: pages by number ([n] the current one, (n) one hidden on a phone), jumps as «/». */
function line(items: PagerItem[]): string {
  return items
    .map((item) => {
      if (item.kind !== 'page') return `${item.kind === 'jump-prev' ? '«' : '»'}${item.page}`;
      if (item.disabled) return `-${item.page}-`;
      if (item.current) return `[${item.page}]`;
      return item.besideJump ? `(${item.page})` : String(item.page);
    })
    .join(' ');
}

/** What antd's own Pagination (CardList's before the plain one: showLessItems) draws, in the same terms. */
function antdLine(current: number, total: number, pageSize = 10): string {
  const html = renderToStaticMarkup(
    createElement(Pagination, {
      current,
      total,
      pageSize,
      showLessItems: true,
      showSizeChanger: false,
      onChange: () => {},
    }),
  );
  // The jumps' targets are not in the markup: 3 pages from the page shown (the one asked, within the pages).
  const count = Math.floor((total - 1) / pageSize) + 1;
  const shown = Math.max(1, Math.min(current, count));
  const items = [...html.matchAll(/<li[^>]*class="([^"]*)"[^>]*>/g)].map((match) => match[1] ?? '');
  return items
    .filter((cls) => !/ant-pagination-(prev|next)\b/.test(cls))
    .map((cls) => {
      if (/\bant-pagination-jump-prev\b/.test(cls)) return `«${Math.max(1, shown - 3)}`;
      if (/\bant-pagination-jump-next\b/.test(cls)) return `»${Math.min(count, shown + 3)}`;
      const page = Number(/ant-pagination-item-(\d+)/.exec(cls)?.[1]);
      if (cls.includes('ant-pagination-item-disabled')) return `-${page}-`;
      if (cls.includes('ant-pagination-item-active')) return `[${page}]`;
      return /after-jump-prev|before-jump-next/.test(cls) ? `(${page})` : String(page);
    })
    .join(' ');
}

describe('pagerItems (antd Pagination with showLessItems)', () => {
  it('shows every page up to five', () => {
    expect(line(pagerItems(1, 10, 11).items)).toBe('[1] 2');
    expect(line(pagerItems(3, 10, 50).items)).toBe('1 2 [3] 4 5');
  });

  it('shows the first, the last, the current page and its neighbours, with jumps of 3 over the gaps', () => {
    expect(line(pagerItems(1, 10, 100).items)).toBe('[1] 2 (3) »4 10');
    expect(line(pagerItems(3, 10, 100).items)).toBe('1 2 [3] (4) »6 10');
    expect(line(pagerItems(4, 10, 100).items)).toBe('1 «1 (3) [4] (5) »7 10');
    expect(line(pagerItems(6, 10, 100).items)).toBe('1 «3 (5) [6] (7) »9 10');
    expect(line(pagerItems(8, 10, 100).items)).toBe('1 «5 (7) [8] 9 10');
    expect(line(pagerItems(10, 10, 100).items)).toBe('1 «7 (8) 9 [10]');
  });

  it('keeps the current page within the pages there are', () => {
    const pager = pagerItems(9, 10, 25);
    expect(pager.current).toBe(3);
    expect(pager.pageCount).toBe(3);
    expect([pager.hasPrev, pager.hasNext]).toEqual([true, false]);
    expect(pagerItems(0, 10, 25).current).toBe(1);
  });

  it('shows one grey page, and neither Previous nor Next, for an empty list', () => {
    const pager = pagerItems(1, 10, 0);
    expect(line(pager.items)).toBe('-1-');
    expect([pager.hasPrev, pager.hasNext]).toEqual([false, false]);
  });

  it('keeps the page on a new page size while it still exists, else shows the last', () => {
    expect(pageForSize(3, 95, 20)).toBe(3);
    expect(pageForSize(8, 95, 20)).toBe(5);
    expect(pageForSize(4, 0, 20)).toBe(4);
  });

  // Each page of lists of 0 to 25 pages, against antd's markup (server-rendered: no DOM needed).
  it("draws the pages antd's Pagination draws", { timeout: 30_000 }, () => {
    for (const total of [0, 1, 10, 11, 50, 51, 61, 100, 250]) {
      for (const current of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 23, 24, 25, 26]) {
        expect(line(pagerItems(current, 10, total).items), `page ${current} of ${total} items`).toBe(
          antdLine(current, total),
        );
      }
    }
  });
});
