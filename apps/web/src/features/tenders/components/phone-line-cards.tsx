import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAttentionNavigation } from '../hooks/use-attention-navigation';
import { useGridKeys } from '../hooks/use-grid-keys';
import { useEditorSelector } from '../hooks/use-line-editor';
import { useStuckHeaderHeight } from '../hooks/use-stuck-header-height';
import { editableFields, FIELD_ORDER, type GridCell, type GridMove, moveTarget } from '../lib/grid-keys';
import type { AmountField, EditableField, LineEditorState } from '../lib/line-editor-types';
import { ALL_LINES, findLines, type LineFinder } from '../lib/line-finder';
import { isHeaderLine } from '../lib/line-kind';
import { type PastePlan, planPaste } from '../lib/paste-block';
import { LineFinderBar, type LineSection } from './line-finder-bar';
import type { TenderLineTableProps } from './line-table-props';
import { PasteReport } from './paste-report';
import { PhoneLineCard } from './phone-line-card';
import { PhoneLineSummary } from './phone-line-summary';
import './line-grid.css';
import './phone-lines.css';

/** A cell to focus once its card has rendered; no field: the line's first marked cell. */
interface PendingFocus {
  seqno: number;
  field: EditableField | null;
  /** How the cell is brought into view: centred (gone to), or only as far as needed (a keyboard move). */
  block: ScrollLogicalPosition;
  scrolled: boolean;
}

// First guesses of a card's height at 390 px, until it is measured: a section heading, a line.
const SECTION_ESTIMATE_PX = 56;
const CARD_ESTIMATE_PX = 240;
// A new finder scrolls back to the list's top, leaving room for the pinned detail header above it.
const LIST_TOP_GAP_PX = 120;

// The order a card shows its inputs in (price cells first): Tab and the arrows follow it.
const CARD_FIELD_ORDER: readonly EditableField[] = [
  'unitprice',
  'totallineamount',
  'disc',
  'linenotes',
  'quantity',
];
const byCardOrder = (a: EditableField, b: EditableField) =>
  CARD_FIELD_ORDER.indexOf(a) - CARD_FIELD_ORDER.indexOf(b);

const selectAttention = (state: LineEditorState) => state.attention;

/**
 * The items of a tender on a phone: one card per line (PhoneLineCard), every line of the finder in one
 * list virtualised over the page's scroll (only the cards near the screen are rendered, measured as they
 * render), with the grid's finder, keyboard, paste and navigation, and the totals pinned to the bottom of
 * the screen. Loaded on its own (React.lazy) only where the screen is narrow.
 */
export default function PhoneLineCards(props: TenderLineTableProps) {
  const { store, order, controls, onField, navigation } = props;
  const { t } = useTranslation('tenders');
  const ownLeave = useCallback(
    (seqno: number, field: AmountField) => store.dispatch({ type: 'leave', seqno, field }),
    [store],
  );
  const onLeave = props.onLeave ?? ownLeave;
  const [finder, setFinder] = useState<LineFinder>(ALL_LINES);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  // As in the grid, the lines shown are taken when the finder changes, never per keystroke.
  const [list, setList] = useState<readonly number[]>(order);
  const [pasted, setPasted] = useState<PastePlan | null>(null);
  const attention = useEditorSelector(store, selectAttention);
  const container = useRef<HTMLDivElement>(null);
  const listElement = useRef<HTMLUListElement>(null);
  const lastVisited = useRef<number | null>(null);
  const pending = useRef<PendingFocus | null>(null);
  const headerOffset = useStuckHeaderHeight();

  // A new order object after a reload holds the same lines: only different lines drop the finder.
  const shownOrder = useRef(order);
  useEffect(() => {
    const before = shownOrder.current;
    shownOrder.current = order;
    if (before.length === order.length && before.every((seqno, index) => order[index] === seqno)) return;
    setFinder(ALL_LINES);
    setCollapsed(new Set());
    setList(order);
  }, [order]);

  useEffect(() => {
    const element = container.current;
    const onFocusIn = (event: FocusEvent) => {
      const key = (event.target as Element | null)?.closest?.('[data-row-key]')?.getAttribute('data-row-key');
      if (key) lastVisited.current = Number(key);
    };
    element?.addEventListener('focusin', onFocusIn);
    return () => element?.removeEventListener('focusin', onFocusIn);
  }, []);

  const sections = useMemo<LineSection[]>(
    () =>
      order.flatMap((seqno) => {
        const row = store.getLine(seqno)?.row;
        return row && isHeaderLine(row) ? [{ seqno, title: `${seqno} ${row.description}` }] : [];
      }),
    [order, store],
  );

  // Where the list starts on the page, measured again whenever the page's height changes (alerts above it
  // come and go), not on every render (a scroll renders this).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listElement.current ? listElement.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((before) => (Math.abs(top - before) > 1 ? top : before));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: list.length,
    estimateSize: (index) =>
      store.getLine(list[index] as number)?.row.header === '1' ? SECTION_ESTIMATE_PX : CARD_ESTIMATE_PX,
    getItemKey: (index) => list[index] as number,
    overscan: 4,
    scrollMargin,
  });

  const indexOf = useMemo(() => new Map(list.map((seqno, index) => [seqno, index])), [list]);
  const indexRef = useRef(indexOf);
  indexRef.current = indexOf;

  /** Shows the lines the finder picks, from the top of the list. */
  const showLines = useCallback(
    (next: LineFinder, folded: ReadonlySet<number>) => {
      const plain = next.show === 'all' && next.section === null && next.search.trim() === '';
      setList(plain && folded.size === 0 ? order : findLines(store.getState(), next, folded));
      setFinder(next);
      setCollapsed(folded);
      const top = (listElement.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top - LIST_TOP_GAP_PX) });
    },
    [order, store],
  );

  const toggleSection = useCallback(
    (seqno: number) => {
      const folded = new Set(collapsed);
      if (!folded.delete(seqno)) folded.add(seqno);
      setCollapsed(folded);
      setList(findLines(store.getState(), finder, folded));
    },
    [collapsed, finder, store],
  );
  const toggleRef = useRef(toggleSection);
  toggleRef.current = toggleSection;
  const onToggle = useCallback((seqno: number) => toggleRef.current(seqno), []);

  // Focuses the pending cell if its card is rendered, else scrolls the list to the card (once).
  const flushFocus = useCallback(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const card = container.current?.querySelector<HTMLElement>(`[data-row-key="${wanted.seqno}"]`);
    if (!card) {
      const index = indexRef.current.get(wanted.seqno);
      if (index !== undefined && !wanted.scrolled) {
        wanted.scrolled = true;
        virtualizer.scrollToIndex(index, { align: 'center' });
      } else if (index === undefined) pending.current = null;
      return;
    }
    pending.current = null;
    const cell =
      wanted.field === null
        ? (card.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
          card.querySelector<HTMLInputElement>('input:not([disabled])'))
        : card.querySelector<HTMLInputElement>(`input[data-field="${wanted.field}"]`);
    if (!cell) {
      card.scrollIntoView({ block: 'center' });
      return;
    }
    cell.focus({ preventScroll: true });
    // The inputs' scroll margins keep the cell clear of the pinned header and the totals bar.
    cell.scrollIntoView({ block: wanted.block });
    cell.select();
  }, [virtualizer]);

  /** Brings a line's card onto the screen and focuses one of its cells. */
  const focusLine = useCallback(
    (seqno: number, field: EditableField | null, block: ScrollLogicalPosition) => {
      lastVisited.current = seqno;
      pending.current = { seqno, field, block, scrolled: false };
      flushFocus();
    },
    [flushFocus],
  );

  // After each render: a cell waiting for its card to be rendered.
  useLayoutEffect(() => {
    if (pending.current) flushFocus();
  });

  const goTo = useCallback(
    (seqno: number) => {
      if (!indexRef.current.has(seqno)) {
        // Next asks for a line the finder hides: show the lines needing attention instead.
        const next: LineFinder = { ...ALL_LINES, show: 'attention' };
        setFinder(next);
        setCollapsed(new Set());
        setList(findLines(store.getState(), next));
        // The card renders with the new list; the layout effect above focuses it then.
        pending.current = { seqno, field: null, block: 'center', scrolled: false };
        lastVisited.current = seqno;
        return;
      }
      focusLine(seqno, null, 'center');
    },
    [store, focusLine],
  );

  const step = useAttentionNavigation(navigation, store, goTo, lastVisited);

  // The grid's keyboard (an external keyboard on a tablet, or a phone's): moves through the cards' cells in
  // the order a card shows them; a pasted block spreads over the same columns as in the grid.
  const fieldsOf = useCallback(
    (seqno: number) => {
      const row = store.getLine(seqno)?.row;
      return row ? editableFields(row, controls).sort(byCardOrder) : [];
    },
    [store, controls],
  );
  const columnsShown = useMemo(
    () => FIELD_ORDER.filter((field) => field !== 'disc' || controls.priceNegotiation),
    [controls.priceNegotiation],
  );
  useGridKeys({
    container,
    store,
    targetOf: (from: GridCell, move: GridMove) => moveTarget(list, fieldsOf, from, move),
    goToCell: (cell: GridCell) => focusLine(cell.seqno, cell.field, 'nearest'),
    planPaste: (block, from) => planPaste(block, list, fieldsOf, columnsShown, from),
    onPasted: (plan) => setPasted(plan.refused.length > 0 || plan.dropped > 0 ? plan : null),
  });

  const items = virtualizer.getVirtualItems();
  const style = { '--tp-stuck-header': `${headerOffset}px` } as CSSProperties;

  return (
    <div className="tp-line-cards-view" ref={container} style={style}>
      <div className="tp-grid-toolbar">
        <LineFinderBar
          finder={finder}
          attentionCount={attention.length}
          sections={sections}
          onFinder={(next) => showLines(next, collapsed)}
        />
      </div>
      {pasted ? <PasteReport plan={pasted} onClose={() => setPasted(null)} /> : null}
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
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <PhoneLineCard
              store={store}
              seqno={list[item.index] as number}
              controls={controls}
              onField={onField}
              onLeave={onLeave}
              collapsed={collapsed.has(list[item.index] as number)}
              onToggle={onToggle}
            />
          </li>
        ))}
      </ul>
      {list.length === 0 ? <p className="tp-line-cards__empty">{t('lines.noneFound')}</p> : null}
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
