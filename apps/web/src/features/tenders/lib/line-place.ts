import { LINE_PAGE_SIZE } from '@tender/domain';
import { ALL_LINES, type LineFinder, type LinePageSize, type LineShow, PAGE_SIZES } from './line-finder';

// Where the supplier is in a tender's lines, kept in the address (issue 35, item 6) so a reload, Back and a
// shared link return to it: `show` (the filter), `section`, `q` (the search), `size` (lines per page),
// `page` and `line` (the line last worked on). Defaults are left out, so a plain detail link stays plain;
// anything unreadable falls back to its default rather than to an error.

export interface LinePlace {
  finder: LineFinder;
  pageSize: LinePageSize;
  /** From 1; the view clamps it to the pages there are. */
  page: number;
  /** The line to bring on screen and focus; it wins over `page`. */
  line: number | null;
}

export const START_PLACE: LinePlace = {
  finder: ALL_LINES,
  pageSize: LINE_PAGE_SIZE as LinePageSize,
  page: 1,
  line: null,
};

/** The keys this module owns in a detail's query; any other key is left as it is. */
export const PLACE_KEYS = ['show', 'section', 'q', 'size', 'page', 'line'] as const;

const SHOWS: readonly LineShow[] = ['all', 'attention', 'priced', 'unpriced'];

/** A whole number from 1, or null. */
function positive(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function pageSizeOf(text: string | null): LinePageSize {
  if (text === 'all') return 'all';
  const size = positive(text);
  return PAGE_SIZES.find((choice) => choice === size) ?? START_PLACE.pageSize;
}

/** The place a detail's query holds. */
export function readLinePlace(params: URLSearchParams): LinePlace {
  const show = params.get('show');
  return {
    finder: {
      show: SHOWS.find((choice) => choice === show) ?? 'all',
      section: positive(params.get('section')),
      search: params.get('q') ?? '',
    },
    pageSize: pageSizeOf(params.get('size')),
    page: positive(params.get('page')) ?? 1,
    line: positive(params.get('line')),
  };
}

/**
 * The query with `place` written over this module's keys, in one order and defaults left out (the same
 * place is the same address), after any other keys, which are kept as they are.
 */
export function writeLinePlace(params: URLSearchParams, place: LinePlace): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PLACE_KEYS) next.delete(key);
  const values: Record<(typeof PLACE_KEYS)[number], string | null> = {
    show: place.finder.show === 'all' ? null : place.finder.show,
    section: place.finder.section === null ? null : String(place.finder.section),
    q: place.finder.search === '' ? null : place.finder.search,
    size: place.pageSize === START_PLACE.pageSize ? null : String(place.pageSize),
    page: place.page <= 1 ? null : String(place.page),
    line: place.line === null ? null : String(place.line),
  };
  for (const key of PLACE_KEYS) {
    const value = values[key];
    if (value !== null) next.set(key, value);
  }
  return next;
}

/** One text for a place, to tell two apart (the same place written twice is one entry, not two). */
export function placeKey(place: LinePlace): string {
  return writeLinePlace(new URLSearchParams(), place).toString();
}

export function sameFinder(a: LineFinder, b: LineFinder): boolean {
  return a.show === b.show && a.section === b.section && a.search === b.search;
}

/**
 * How a change of place enters the browser's history: a deliberate move (another filter, section or page
 * size; another page chosen in the pager, `pagedByHand`) is a new entry, so Back returns to where the
 * supplier was; typing in the search, the keyboard or Next carrying the cursor onto another page, and the
 * line worked on replace the current entry, so Back is not flooded with one entry per keystroke or cell.
 */
export function historyMode(before: LinePlace, after: LinePlace, pagedByHand: boolean): 'push' | 'replace' {
  const deliberate =
    before.finder.show !== after.finder.show ||
    before.finder.section !== after.finder.section ||
    before.pageSize !== after.pageSize ||
    (pagedByHand && before.page !== after.page);
  return deliberate ? 'push' : 'replace';
}
