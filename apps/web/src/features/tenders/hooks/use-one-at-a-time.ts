import { useCallback, useRef } from 'react';

/**
 * Runs one action at a time: `once(guard, run)` runs `run` unless another action is in flight or `guard`
 * refuses (a repeated click), and answers its result, or undefined when nothing ran.
 */
export function useOneAtATime() {
  const inFlight = useRef(false);
  return useCallback(async <T>(guard: () => boolean, run: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current || !guard()) return undefined;
    inFlight.current = true;
    try {
      return await run();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
