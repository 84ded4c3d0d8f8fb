import { type ComponentType, lazy, Suspense, useState } from 'react';
import { AntdScope } from './antd-scope';

/**
 * A dialog whose code loads when it first opens, not with the page that offers it: the tender detail's
 * dialogs (documents, Q&A, the submission review, the workbook's preview) would otherwise add antd's Table,
 * Upload and Form to the detail's first screen, on a phone above all (docs/performance.md). Rendered from
 * its first opening on, so it closes with its own animation and keeps its state as the eager one did. The
 * dialogs are antd's: they render under AntdScope, so a plain page loads antd's provider with the first.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <AntdScope>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </AntdScope>
    );
  };
}
