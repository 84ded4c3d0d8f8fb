import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below antd's `lg` breakpoint (992 px: phones either way up, tablets upright) lists and the tender's lines
 * are cards. Their tables need more: the lines' 8 to 10 columns about 950 px, the tender list's, work
 * orders' and contacts' columns 800 to 1,000 px, so at 768 px they would scroll sideways in their box, the
 * prices and the status out of sight.
 */
export const CARDS_QUERY = '(max-width: 991.98px)';

/**
 * Below 768 px the header is the brand and one menu button (app/styles.css): the wide header's navigation
 * and user menu are not shown, and the user menu is not rendered either.
 */
export const PHONE_HEADER_QUERY = '(max-width: 767.98px)';

/** Whether a media query matches now, outside React (a route's loader deciding what to load). */
export function matchesNow(query: string): boolean {
  return mediaList(query).matches;
}

const lists = new Map<string, MediaQueryList>();

function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches, read during the first render (so a page never renders the other
 * layout first) and again whenever it changes (a window resized, a tablet turned).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}

/** A narrow window (CARDS_QUERY): lists and the tender's lines show as cards instead of tables. */
export function useCardLayout(): boolean {
  return useMediaQuery(CARDS_QUERY);
}
