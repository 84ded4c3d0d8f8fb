import { type Ref, type RefObject, useCallback, useImperativeHandle } from 'react';
import { type LineNavigationHandle, stepTarget } from '../lib/line-navigation';
import type { LineStore } from '../lib/line-store';

/**
 * The lines view's handle for Submit and the save outcome: to the first line needing attention, then the
 * next or previous one from the line last visited. Shared by the desktop grid and the phone cards; each
 * says how to bring a line into view (`goTo`). Answers the step to the next (1) or previous (-1) issue,
 * for the view's own Next and Previous buttons. Going to the lines shows their marks.
 */
export function useAttentionNavigation(
  navigation: Ref<LineNavigationHandle> | undefined,
  store: LineStore,
  goTo: (seqno: number) => void,
  lastVisited: RefObject<number | null>,
): (direction: 1 | -1) => void {
  const step = useCallback(
    (direction: 1 | -1) => {
      store.dispatch({ type: 'show-marks' });
      const { attention, indexBySeqno } = store.getState();
      const target = stepTarget(
        attention,
        (seqno) => indexBySeqno.get(seqno) ?? -1,
        lastVisited.current,
        direction,
      );
      if (target !== null) goTo(target);
    },
    [store, goTo, lastVisited],
  );

  useImperativeHandle(
    navigation,
    () => ({
      first: () => {
        store.dispatch({ type: 'show-marks' });
        const firstIssue = store.getState().attention[0];
        if (firstIssue !== undefined) goTo(firstIssue);
      },
      next: () => step(1),
      previous: () => step(-1),
    }),
    [store, goTo, step],
  );
  return step;
}
