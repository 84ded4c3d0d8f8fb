import { AUTOSAVE_DELAY_MS } from '@tender/domain';
import { useEffect, useState } from 'react';
import { getSession } from '@/features/auth';
import { registerPendingWork } from '@/lib/pending-work';
import { saveQuotationDraft, saveQuotationOnUnload } from '../api/save-quotation';
import { AutosaveController } from '../lib/autosave-controller';
import type { LineStore } from '../lib/line-store';
import { saveFailureKind } from '../lib/save-failure-kind';

/**
 * Background saving of the changed lines of one tender (issue 12): the controller, its status for the
 * indicator and `saveNow` for the Save button and Submit. Registered as pending work, so a sign-out
 * saves the draft first.
 */
export function useAutosave(
  store: LineStore,
  udztbnum: string,
  version: number | undefined,
  enabled: boolean,
) {
  const [controller] = useState(
    () =>
      new AutosaveController({
        store,
        udztbnum,
        version,
        delayMs: AUTOSAVE_DELAY_MS,
        send: saveQuotationDraft,
        sendOnUnload: saveQuotationOnUnload,
        user: () => getSession()?.loginid ?? '',
        classify: saveFailureKind,
      }),
  );
  useEffect(() => controller.attach(), [controller]);
  useEffect(() => controller.setVersion(version), [controller, version]);
  useEffect(() => controller.setEnabled(enabled), [controller, enabled]);
  useEffect(() => {
    if (!enabled) return;
    return registerPendingWork({
      hasUnsaved: () => controller.hasUnsaved(),
      flush: async () => {
        if (!controller.hasUnsaved()) return true;
        await controller.saveNow();
        return !controller.hasUnsaved();
      },
    });
  }, [controller, enabled]);

  // The status is read by the indicator alone (it subscribes itself), so a save re-renders nothing else.
  return controller;
}
