import type { EditorLine, LineEditorState } from './line-editor-types';
import { isEntryLine, isHeaderLine, isTotalComputed } from './line-kind';

// Which lines the grid shows: a filter, a section, a search and the collapsed sections, applied to the
// editor state once when the supplier changes one of them (never per keystroke, so a line priced under the
// cursor does not vanish from "Not priced" while it is being typed).

export type LineShow = 'all' | 'attention' | 'priced' | 'unpriced';

export interface LineFinder {
  show: LineShow;
  /** A header line's seqno: only that section (the header and the lines up to the next header). */
  section: number | null;
  search: string;
}

export const ALL_LINES: LineFinder = { show: 'all', section: null, search: '' };

/** Lines per page of the grid: 30 as spec 2.8 says, or more; 'all' is one virtualised page. */
export type LinePageSize = 30 | 50 | 100 | 500 | 'all';
export const PAGE_SIZES: readonly LinePageSize[] = [30, 50, 100, 500, 'all'];

/** A header line the finder offers as a section to show alone. */
export interface LineSection {
  seqno: number;
  title: string;
}

/** A priced line has its price typed: the unit price, or the total where the total is typed. */
export function isPriced(line: EditorLine): boolean {
  if (!isEntryLine(line.row)) return false;
  if (line.input.unitprice !== null) return true;
  return !isTotalComputed(line.row) && line.input.totallineamount !== null;
}

/** Each line's section: the header line at or above it (none before the first header). */
export function sectionsOf(state: LineEditorState): Map<number, number> {
  const sections = new Map<number, number>();
  let current: number | null = null;
  for (const seqno of state.order) {
    if (isHeaderLine((state.lines.get(seqno) as EditorLine).row)) current = seqno;
    if (current !== null) sections.set(seqno, current);
  }
  return sections;
}

function matches(line: EditorLine, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text =
    `${line.row.seqno} ${line.row.description} ${line.row.longdesc} ${line.linenotes}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** The lines to show, in line order. */
export function findLines(
  state: LineEditorState,
  finder: LineFinder,
  collapsed: ReadonlySet<number> = new Set(),
): number[] {
  const attention = finder.show === 'attention' ? new Set(state.attention) : null;
  const sections = finder.section !== null || collapsed.size > 0 ? sectionsOf(state) : null;
  const words = finder.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown: number[] = [];
  for (const seqno of state.order) {
    const line = state.lines.get(seqno) as EditorLine;
    const section = sections?.get(seqno);
    if (finder.section !== null && section !== finder.section) continue;
    // A collapsed section keeps its header, so it can be opened again.
    if (section !== undefined && section !== seqno && collapsed.has(section)) continue;
    if (attention && !attention.has(seqno)) continue;
    if (finder.show === 'priced' && !isPriced(line)) continue;
    if (finder.show === 'unpriced' && (!isEntryLine(line.row) || isPriced(line))) continue;
    if (!matches(line, words)) continue;
    shown.push(seqno);
  }
  return shown;
}
