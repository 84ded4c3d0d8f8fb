import { Suspense, useSyncExternalStore } from 'react';
import { Skeleton } from '@/components/plain/skeleton';
import { preloadable } from '@/components/preloadable';
import { CARDS_QUERY, matchesNow, useCardLayout } from '@/hooks/use-media-query';
import { hasChangedLines } from '../lib/changed-cells';
import { ChangedLegend } from './changed-mark';
import type { TenderLineTableProps } from './line-table-props';

// Each view of the lines is a chunk of its own, loaded only where it shows: the desktop grid's first
// render (budgeted: docs/performance.md) carries none of the cards, and a phone none of the grid (antd's
// Table and the grid's keyboard). The detail's route loads the one it needs alongside the page (router.tsx).
const LineGrid = preloadable(async () => (await import('./tender-line-table')).default);
const PhoneLineCards = preloadable(async () => (await import('./phone-line-cards')).default);
if (matchesNow(CARDS_QUERY)) void PhoneLineCards.preload();
else void LineGrid.preload();

/** The items of the detail: a grid on a wide screen, one card per line below 992 px (CARDS_QUERY). */
export function TenderLineTable(props: TenderLineTableProps) {
  const cards = useCardLayout();
  const { store } = props;
  const changed = useSyncExternalStore(store.subscribe, () =>
    hasChangedLines(Array.from(store.getState().lines.values(), (line) => line.row)),
  );
  return (
    <>
      {changed ? <ChangedLegend /> : null}
      <Suspense fallback={<Skeleton />}>
        {cards ? <PhoneLineCards {...props} /> : <LineGrid {...props} />}
      </Suspense>
    </>
  );
}
