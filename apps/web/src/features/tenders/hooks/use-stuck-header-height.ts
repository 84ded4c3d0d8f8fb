import { useSyncExternalStore } from 'react';
import { pinnedHeaderHeight, subscribePinnedHeader } from '../lib/pinned-header';

/**
 * The height of the detail header while it is pinned to the top (0 while it is not), so the grid's own
 * sticky column headers stop just below it instead of sliding under it. The header tells it as it pins,
 * lets go or wraps to more lines (lib/pinned-header.ts).
 */
export function useStuckHeaderHeight(): number {
  return useSyncExternalStore(subscribePinnedHeader, pinnedHeaderHeight, () => 0);
}
