// The list keeps page, status filter and search in its URL so a detail and Back return to the same view;
// the scroll offset goes to sessionStorage because it is not worth a URL parameter.

export interface ListLocationState {
  /** pathname + search of the list the detail was opened from. */
  from: string;
}

const SCROLL_KEY = 'tp.tenders.list-scroll';

export function isListLocationState(value: unknown): value is ListLocationState {
  return (
    typeof value === 'object' && value !== null && typeof (value as { from?: unknown }).from === 'string'
  );
}

export function rememberListScroll(listUrl: string): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ listUrl, y: window.scrollY }));
  } catch {
    // Storage unavailable: the list simply opens at the top.
  }
}

/** The remembered offset for exactly this list URL, consumed once. */
export function takeListScroll(listUrl: string): number | null {
  try {
    const raw = sessionStorage.getItem(SCROLL_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { listUrl?: string; y?: number };
    if (saved.listUrl !== listUrl || typeof saved.y !== 'number') return null;
    sessionStorage.removeItem(SCROLL_KEY);
    return saved.y;
  } catch {
    return null;
  }
}
