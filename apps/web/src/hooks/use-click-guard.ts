import { useCallback, useRef } from 'react';

/** Returns a function that answers true at most once per `ms`, to swallow repeated clicks. */
export function useClickGuard(ms: number): () => boolean {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return false;
    last.current = now;
    return true;
  }, [ms]);
}
