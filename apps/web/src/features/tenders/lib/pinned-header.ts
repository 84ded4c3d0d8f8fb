/**
 * The height of the tender detail's header while it is pinned to the top of the window (0 while it is in
 * the page), told by the header itself (hooks/use-sticky-header.ts) to whatever must stop below it: the
 * grid's sticky column headers, the cards' scroll margins. Told, not looked for at a scroll, so a single
 * jump (End, "go to line") that pins the header is seen too.
 */
let height = 0;
const listeners = new Set<() => void>();

export function setPinnedHeaderHeight(next: number): void {
  if (next === height) return;
  height = next;
  for (const listener of listeners) listener();
}

export function subscribePinnedHeader(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const pinnedHeaderHeight = (): number => height;
