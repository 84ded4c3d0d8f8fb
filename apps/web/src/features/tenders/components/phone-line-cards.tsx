import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/plain/pagination';
import { useAttention, useLeave } from '../hooks/use-line-editor';
import { useLineFocus } from '../hooks/use-line-focus';
import { useScrollMargin } from '../hooks/use-scroll-margin';
import { useGoToLineByHand, useShownLines, useStartLine } from '../hooks/use-shown-lines';
import { useStuckHeaderHeight } from '../hooks/use-stuck-header-height';
import type { EditableField } from '../lib/line-editor-types';
import { pageOf } from '../lib/line-navigation';
import { LineFinderBar } from './line-finder-bar';
import type { TenderLineTableProps } from './line-table-props';
import { PasteReport } from './paste-report';
import { PhoneLineCard } from './phone-line-card';
import { PhoneLineSummary } from './phone-line-summary';
import './line-grid.css';
import './phone-lines.css';

// First guesses of a card's height at 390 px, until one is measured: a section heading, a line (facts,
// prices and details). A line's guess then becomes the mean of the cards measured so far: the cards below
// the screen keep their place as they render, so the pager under them does not jump under a tap.
const SECTION_ESTIMATE_PX = 56;
const CARD_ESTIMATE_PX = 300;
// A new finder scrolls back to the list's top, leaving room for the pinned detail header above it.
const LIST_TOP_GAP_PX = 120;

// The order a card shows its inputs in (the quantity with the line's facts, then the price cells): Tab
// and the arrows follow it.
const CARD_FIELD_ORDER: readonly EditableField[] = [
  'quantity',
  'unitprice',
  'totallineamount',
  'disc',
  'linenotes',
];
const byCardOrder = (a: EditableField, b: EditableField) =>
  CARD_FIELD_ORDER.indexOf(a) - CARD_FIELD_ORDER.indexOf(b);

const cardSelector = (seqno: number) => `[data-row-key="${seqno}"]`;

/**
 * The items of a tender on a phone: one card per line (PhoneLineCard), the lines of the finder in the
 * grid's pages (30 a page unless the supplier picks more, up to all), each page virtualised over the
 * page's scroll (only the cards near the screen are rendered, measured as they render), with the grid's
 * finder, "go to line", keyboard, paste and navigation, and the totals pinned to the bottom of the screen.
 * Loaded on its own (React.lazy) only where the screen is narrow.
 */
export default function PhoneLineCards(props: TenderLineTableProps) {
  const { store, order, controls, onField, navigation } = props;
  const { t } = useTranslation('tenders');
  const onLeave = useLeave(store, props.onLeave);
  const listElement = useRef<HTMLUListElement>(null);
  const shown = useShownLines({
    store,
    order,
    onShown: () => {
      const top = (listElement.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top - LIST_TOP_GAP_PX) });
    },
  });
  const { list, collapsed, page, size, setPage } = shown;
  // The page's lines; a card's place in the whole list (aria-posinset) counts the pages before it.
  const first = (page - 1) * size;
  const pageLines = useMemo(() => list.slice(first, first + size), [list, first, size]);
  const attention = useAttention(store);
  const container = useRef<HTMLDivElement>(null);
  const headerOffset = useStuckHeaderHeight();

  const scrollMargin = useScrollMargin(() => listElement.current);
  // The cards measured (by line) and the sum of their heights, for the mean.
  const cardHeights = useRef({ bySeqno: new Map<number, number>(), sum: 0 });
  const isSection = (seqno: number | undefined) =>
    seqno !== undefined && store.getLine(seqno)?.row.header === '1';
  const virtualizer = useWindowVirtualizer({
    count: pageLines.length,
    estimateSize: (index) => {
      if (isSection(pageLines[index])) return SECTION_ESTIMATE_PX;
      const { bySeqno, sum } = cardHeights.current;
      return bySeqno.size === 0 ? CARD_ESTIMATE_PX : Math.round(sum / bySeqno.size);
    },
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      const seqno = pageLines[Number(element.getAttribute('data-index'))];
      if (seqno !== undefined && !isSection(seqno) && height > 0) {
        const heights = cardHeights.current;
        heights.sum += height - (heights.bySeqno.get(seqno) ?? 0);
        heights.bySeqno.set(seqno, height);
      }
      return height;
    },
    getItemKey: (index) => pageLines[index] as number,
    overscan: 4,
    scrollMargin,
  });
  const indexOf = useMemo(() => new Map(pageLines.map((seqno, index) => [seqno, index])), [pageLines]);

  // The grid's keyboard too (an external keyboard on a tablet, or a phone's): moves go through the cards'
  // cells in the order a card shows them; a pasted block spreads over the same columns as in the grid.
  const { step, goToLine, pasted, closePasted } = useLineFocus({
    container,
    store,
    controls,
    navigation,
    list,
    showAttention: shown.showAttention,
    showAll: shown.showAll,
    onVisit: shown.visit,
    lineSelector: cardSelector,
    virtualIndex: (seqno) => indexOf.get(seqno),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
    // The line's page at once, as in the grid: the cell is focused when its card has rendered.
    reveal: (seqno, lines) => {
      const target = pageOf(lines, seqno, size);
      if (target !== page) flushSync(() => setPage(target));
    },
    fieldOrder: byCardOrder,
  });
  useStartLine(shown.startLine, goToLine);
  const goToLineByHand = useGoToLineByHand(shown.goingByHand, goToLine);

  const items = virtualizer.getVirtualItems();
  const style = { '--tp-stuck-header': `${headerOffset}px` } as CSSProperties;

  return (
    <div className="tp-line-cards-view" ref={container} style={style}>
      <div className="tp-grid-toolbar">
        <LineFinderBar
          finder={shown.finder}
          attentionCount={attention.length}
          sections={shown.sections}
          pageSize={shown.pageSize}
          onFinder={shown.showLines}
          onPageSize={shown.choosePageSize}
          onGoToLine={goToLineByHand}
        />
      </div>
      {pasted ? <PasteReport plan={pasted} onClose={closePasted} /> : null}
      <ul
        ref={listElement}
        className="tp-line-cards"
        aria-label={t('lines.title')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="tp-line-cards__item"
            aria-setsize={list.length}
            aria-posinset={first + item.index + 1}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <PhoneLineCard
              store={store}
              seqno={pageLines[item.index] as number}
              controls={controls}
              onField={onField}
              onLeave={onLeave}
              collapsed={collapsed.has(pageLines[item.index] as number)}
              onToggle={shown.onToggle}
            />
          </li>
        ))}
      </ul>
      {list.length === 0 ? <p className="tp-line-cards__empty">{t('lines.noneFound')}</p> : null}
      {list.length > size ? (
        <Pagination
          label={t('finder.pages')}
          className="tp-line-pagination"
          current={page}
          pageSize={size}
          total={list.length}
          onChange={shown.choosePage}
        />
      ) : null}
      <PhoneLineSummary
        store={store}
        priceNegotiation={controls.priceNegotiation}
        showPrices={controls.showPrices}
        attentionCount={attention.length}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
      />
    </div>
  );
}
