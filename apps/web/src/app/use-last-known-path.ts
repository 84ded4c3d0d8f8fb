import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

let lastPath: string | null = null;

/** The last path the app could show, for sending unknown paths back to it. */
export function lastKnownPath(): string | null {
  return lastPath;
}

function isUnknown(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'unknownPath' in handle;
}

/** Remembers every shown location except the catch-all route's. */
export function useLastKnownPath(): void {
  const location = useLocation();
  const matches = useMatches();
  const unknown = matches.some((match) => isUnknown(match.handle));
  useEffect(() => {
    if (!unknown) lastPath = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search, unknown]);
}
