import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isLeaving } from '@/hooks/use-leave-guard';
import {
  ALL_LINES,
  findLines,
  type LineFinder,
  type LinePageSize,
  type LineSection,
} from '../lib/line-finder';
import { isHeaderLine } from '../lib/line-kind';
import { pageOf } from '../lib/line-navigation';
import {
  historyMode,
  type LinePlace,
  placeKey,
  readLinePlace,
  sameFinder,
  writeLinePlace,
} from '../lib/line-place';
import type { LineStore } from '../lib/line-store';

interface ShownLinesOptions {
  store: LineStore;
  /** Seq numbers in display order (fixed for a loaded tender). */
  order: number[];
  /** The finder or the page changed what is shown (the phone's cards then scroll back to the list's top). */
  onShown?: () => void;
}

// The line last worked on enters the address once the supplier pauses, not at every keystroke's move.
const LINE_WRITE_DELAY_MS = 400;

function linesOf(store: LineStore, order: number[], finder: LineFinder, collapsed: ReadonlySet<number>) {
  const plain = sameFinder(finder, ALL_LINES) && collapsed.size === 0;
  return plain ? order : findLines(store.getState(), finder, collapsed);
}

/** Where the view opens: the address's place; a line there is shown (every line if the finder hides it). */
function startOf(store: LineStore, order: number[], place: LinePlace) {
  const line = place.line !== null && order.includes(place.line) ? place.line : null;
  let { finder } = place;
  let list = linesOf(store, order, finder, new Set());
  if (line !== null && !list.includes(line)) {
    finder = ALL_LINES;
    list = order;
  }
  const size = place.pageSize === 'all' ? Math.max(list.length, 1) : place.pageSize;
  const page = line === null ? place.page : pageOf(list, line, size);
  return { finder, list, page, line };
}

/**
 * Which lines the items show, for the grid and the phone cards alike: the finder (filter, section,
 * search), the folded sections, and the page. The lines shown are taken when one of them changes
 * (and when Next needs a line they lack), so a line fixed or priced under the supplier's cursor stays
 * where it is instead of vanishing mid-typing.
 *
 * The place (finder, page size, page, the line last worked on) is kept in the address (lib/line-place.ts):
 * the view opens at the address's place, writes each change back (a new history entry for a deliberate
 * move, the same entry otherwise), and follows the address when Back or Forward changes it.
 */
export function useShownLines({ store, order, onShown }: ShownLinesOptions) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const address = readLinePlace(params);
  const addressKey = placeKey(address);

  const [start] = useState(() => startOf(store, order, address));
  const [finder, setFinder] = useState<LineFinder>(start.finder);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [list, setList] = useState<readonly number[]>(start.list);
  const [requestedPage, setRequestedPage] = useState(start.page);
  const [pageSize, setPageSize] = useState<LinePageSize>(address.pageSize);
  const [line, setLine] = useState<number | null>(start.line);
  // The lines needing attention are shown with what each lacks (issue 35, item 2), however the filter
  // was reached: the filter bar, Next, or an address that names it. An address is read before the
  // quotation's first check (use-quotation-grid's layout effect, which runs after this first render), so
  // its list is taken again here, once the check has run.
  useEffect(() => {
    if (finder.show !== 'attention') return;
    store.dispatch({ type: 'show-marks' });
    const now = linesOf(store, latest.current.order, finder, latest.current.collapsed);
    setList((shown) =>
      shown.length === now.length && shown.every((seqno, index) => seqno === now[index]) ? shown : now,
    );
  }, [finder, store]);
  const size = pageSize === 'all' ? Math.max(list.length, 1) : pageSize;
  const page = Math.min(requestedPage, Math.max(1, Math.ceil(list.length / size)));

  // A new order object after a reload holds the same lines: only different lines drop the finder.
  const shownOrder = useRef(order);
  useEffect(() => {
    const before = shownOrder.current;
    shownOrder.current = order;
    if (before.length === order.length && before.every((seqno, index) => order[index] === seqno)) return;
    setFinder(ALL_LINES);
    setCollapsed(new Set());
    setList(order);
    setRequestedPage(1);
    setLine(null);
  }, [order]);

  // The address follows the place: a new entry for a deliberate move, the same one otherwise.
  const place: LinePlace = { finder, pageSize, page, line };
  const localKey = placeKey(place);
  const now = {
    place,
    localKey,
    address,
    params,
    setParams,
    state: location.state as unknown,
    order,
    collapsed,
  };
  const latest = useRef(now);
  latest.current = now;
  const pagedByHand = useRef(false);
  const lineTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Addresses written and not yet seen back: the router applies a write after the next render, so one
  // written before another arrives is not taken for a move from outside.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const now = latest.current;
    if (localKey === placeKey(now.address)) return;
    // Not while leaving is held (Back with unsaved work): this write would cancel it, unasked.
    if (isLeaving()) return;
    const mode = historyMode(now.address, now.place, pagedByHand.current);
    pagedByHand.current = false;
    written.current.push(localKey);
    // The detail's state (where Back goes: the list's page) stays with the entry.
    now.setParams(writeLinePlace(now.params, now.place), {
      replace: mode === 'replace',
      state: now.state,
      preventScrollReset: true,
    });
    // Only on a change of the place: the router's setter changes with the address, and an address reached
    // by Back is followed (below), not overwritten.
  }, [localKey]);

  // The place follows the address when it changes from outside (Back, Forward, a link to another line).
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  const seenAddress = useRef(addressKey);
  useEffect(() => {
    if (seenAddress.current === addressKey) return;
    seenAddress.current = addressKey;
    const mine = written.current.indexOf(addressKey);
    if (mine >= 0) {
      written.current.splice(0, mine + 1);
      return;
    }
    written.current = [];
    clearTimeout(lineTimer.current);
    const now = latest.current;
    if (addressKey === now.localKey) return;
    const target = now.address;
    if (!sameFinder(target.finder, now.place.finder)) {
      setFinder(target.finder);
      setList(linesOf(store, now.order, target.finder, now.collapsed));
    }
    setPageSize(target.pageSize);
    setRequestedPage(target.page);
    setLine(target.line);
    onShownRef.current?.();
  }, [addressKey, store]);

  const sections = useMemo<LineSection[]>(
    () =>
      order.flatMap((seqno) => {
        const row = store.getLine(seqno)?.row;
        return row && isHeaderLine(row) ? [{ seqno, title: `${seqno} ${row.description}` }] : [];
      }),
    [order, store],
  );

  /** Shows the lines the finder picks, from the first page (the top of the list). */
  const showLines = useCallback(
    (next: LineFinder) => {
      // A line visited just before is not written after the move: the new list starts at its top.
      clearTimeout(lineTimer.current);
      setList(linesOf(store, order, next, collapsed));
      setFinder(next);
      setRequestedPage(1);
      setLine(null);
      onShownRef.current?.();
    },
    [collapsed, order, store],
  );

  const toggleSection = useCallback(
    (seqno: number) => {
      const folded = new Set(collapsed);
      if (!folded.delete(seqno)) folded.add(seqno);
      const shown = findLines(store.getState(), finder, folded);
      setCollapsed(folded);
      setList(shown);
      setRequestedPage(pageOf(shown, seqno, size));
    },
    [collapsed, finder, store, size],
  );
  // Stable for the memoised rows and cards: a fold does not re-render every line.
  const toggleRef = useRef(toggleSection);
  toggleRef.current = toggleSection;
  const onToggle = useCallback((seqno: number) => toggleRef.current(seqno), []);

  /** Shows the lines `next` picks, unfolded (Next or "go to line" asks for a line the finder hides). */
  const showNow = useCallback(
    (next: LineFinder): readonly number[] => {
      const shown = linesOf(store, order, next, new Set());
      setFinder(next);
      setCollapsed(new Set());
      setList(shown);
      return shown;
    },
    [store, order],
  );
  /** Shows the lines needing attention; answers them. */
  const showAttention = useCallback(() => showNow({ ...ALL_LINES, show: 'attention' }), [showNow]);
  /** Shows every line; answers them. */
  const showAll = useCallback(() => showNow(ALL_LINES), [showNow]);

  const choosePageSize = useCallback((next: LinePageSize) => {
    clearTimeout(lineTimer.current);
    setPageSize(next);
    setRequestedPage(1);
    setLine(null);
    onShownRef.current?.();
  }, []);

  /** Another page, by the keyboard or Next (the same history entry). */
  const setPage = useCallback((next: number) => setRequestedPage(next), []);
  /** "Go to line" is a deliberate move too: the page it opens is a new history entry. */
  const goingByHand = useCallback(() => {
    pagedByHand.current = true;
  }, []);
  /** Another page chosen in the pager (a new history entry, so Back returns to this one). */
  const choosePage = useCallback((next: number) => {
    clearTimeout(lineTimer.current);
    pagedByHand.current = true;
    setRequestedPage(next);
    setLine(null);
    onShownRef.current?.();
  }, []);

  // The line worked on, written once the supplier pauses on it.
  const visit = useCallback((seqno: number) => {
    clearTimeout(lineTimer.current);
    lineTimer.current = setTimeout(() => setLine(seqno), LINE_WRITE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(lineTimer.current), []);

  return {
    finder,
    collapsed,
    list,
    sections,
    page,
    setPage,
    choosePage,
    pageSize,
    choosePageSize,
    /** Lines per page ('all': every line on one page). */
    size,
    showLines,
    onToggle,
    showAttention,
    showAll,
    goingByHand,
    /** The line the address named when the view opened, to focus once it has rendered. */
    startLine: start.line,
    visit,
  };
}

/** Once, when the view opens: goes to the line the address named (a reload, Back, a shared link). */
export function useStartLine(startLine: number | null, goToLine: (seqno: number) => boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || startLine === null) return;
    done.current = true;
    goToLine(startLine);
  }, [startLine, goToLine]);
}

/** "Go to line" from its box: a deliberate move, so the page it opens is a new history entry. */
export function useGoToLineByHand(
  goingByHand: () => void,
  goToLine: (seqno: number) => boolean,
): (seqno: number) => boolean {
  return useCallback(
    (seqno: number) => {
      goingByHand();
      return goToLine(seqno);
    },
    [goingByHand, goToLine],
  );
}
