import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown that survives re-renders; `remaining` is 0 when idle. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const [hasRun, setHasRun] = useState(false);
  const endsAt = useRef(0);

  useEffect(() => {
    if (remaining <= 0) return;
    // Measured against the clock, not by counting ticks, so a background tab does not slow it down.
    const timer = setTimeout(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000;
    setHasRun(true);
    setRemaining(seconds);
  }, [seconds]);

  const stop = useCallback(() => setRemaining(0), []);

  return { remaining, running: remaining > 0, hasRun, start, stop };
}
