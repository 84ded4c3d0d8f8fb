import { useCallback, useEffect, useRef, useState } from 'react';
import { nextTickDelay, secondsLeft } from '../code-countdown';

/**
 * A seconds countdown that survives re-renders; `remaining` is 0 when idle. `start` counts the latest
 * `seconds` given, even when called from a callback made before it changed (a reply that came late).
 */
export function useCountdown(seconds: number) {
  const latestSeconds = useRef(seconds);
  useEffect(() => {
    latestSeconds.current = seconds;
  }, [seconds]);
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(Date.now);
  const [hasRun, setHasRun] = useState(false);
  // Measured against the clock, not by counting ticks, so a background tab does not slow it down.
  const remaining = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), nextTickDelay(endsAt, now));
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  const start = useCallback(() => {
    const startedAt = Date.now();
    setEndsAt(startedAt + latestSeconds.current * 1000);
    setNow(startedAt);
    setHasRun(true);
  }, []);

  const stop = useCallback(() => setEndsAt(0), []);

  return { remaining, running: remaining > 0, hasRun, start, stop };
}
