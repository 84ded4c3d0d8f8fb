import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element sits under `aria-hidden="true"`: a copy drawn only to be measured, as the column
 * headings antd's table repeats in its hidden measure row. Such a copy must hold nothing focusable (axe
 * `aria-hidden-focus`, issue 35 item 16): a keyboard would land on something a screen reader is told is not
 * there. Read from the page itself, after layout and before paint, so it holds whatever draws the copy.
 */
export function useHiddenCopy(ref: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(ref.current?.closest('[aria-hidden="true"]') != null);
  }, [ref]);
  return hidden;
}
