import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useCardLayout } from '@/hooks/use-media-query';
import type { TenderLineTableProps } from './line-table-props';

// Each view of the lines is a chunk of its own, loaded only where it shows: the desktop grid's first
// render (budgeted: docs/performance.md) carries none of the cards, and a phone none of the grid (antd's
// Table and the grid's keyboard). The detail's route loads the one it needs alongside the page (router.tsx).
const LineGrid = lazy(() => import('./tender-line-table'));
const PhoneLineCards = lazy(() => import('./phone-line-cards'));

/** The items of the detail: a grid on a wide screen, one card per line below 992 px (CARDS_QUERY). */
export function TenderLineTable(props: TenderLineTableProps) {
  const cards = useCardLayout();
  return (
    <Suspense fallback={<Skeleton active />}>
      {cards ? <PhoneLineCards {...props} /> : <LineGrid {...props} />}
    </Suspense>
  );
}
