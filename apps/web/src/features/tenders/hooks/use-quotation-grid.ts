import { useQueryClient } from '@tanstack/react-query';
import type { TenderHeader, TenderLine } from '@tender/api-contract';
import type { SubmissionRights } from '@tender/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '@/components/modal';
import { tenderKeys } from '../api/query-keys';
import type { LineNavigationHandle } from '../lib/line-navigation';
import type { QuotationGrid } from '../lib/quotation-grid';
import { useAutosave } from './use-autosave';
import { useLineEditor } from './use-line-editor';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

interface QuotationGridOptions {
  header: TenderHeader;
  lines: TenderLine[];
  /** What the submission rules may call missing (spec 4.3): re-checks use the same rights as Submit. */
  rights: SubmissionRights;
  /** The supplier may save this tender now: autosave and the leave guards run only then. */
  saving: boolean;
}

/**
 * The line grid of the detail with everything around it: the editor store, autosave, the guards against
 * leaving with unsaved edits, and the handle the actions use (`grid`: set issues, go to the first one,
 * save now, the version).
 */
export function useQuotationGrid({ header, lines, rights, saving }: QuotationGridOptions) {
  const { t } = useTranslation('tenders');
  const queryClient = useQueryClient();
  const editor = useLineEditor(lines);
  const { store } = editor;
  const controller = useAutosave(store, header.udztbnum, header.version, saving);
  const navigation = useRef<LineNavigationHandle>(null);
  useUnsavedChangesGuard(controller, header.udztbnum, saving);
  // What a submission would lack, from the moment the quotation opens (issue 35, item 2): the count and
  // Next show it at once; each edit re-checks its line. Nothing is checked where the supplier cannot save.
  useLayoutEffect(() => {
    store.dispatch({ type: 'check-issues', rights: saving ? rights : null });
  }, [store, rights, saving]);

  /** Reads the tender again (after 4000006); unsaved edits are discarded only after asking. */
  const reload = useCallback(async () => {
    if (controller.hasUnsaved()) {
      const discard = await confirmModal({
        title: t('stale.discardTitle'),
        content: t('stale.discardBody', { count: Math.max(store.getState().dirty.size, 1) }),
        okText: t('stale.discardOk'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
      });
      if (!discard) return;
    }
    await queryClient.invalidateQueries({ queryKey: tenderKeys.detail(header.udztbnum) });
    // Unchanged lines keep their identity in the cache and would not reset the editor: reset it here.
    const rows = queryClient.getQueryData<TenderLine[]>(tenderKeys.lines(header.udztbnum));
    if (rows) store.dispatch({ type: 'reset', rows });
    controller.resume();
  }, [controller, queryClient, header.udztbnum, store, t]);

  const grid = useMemo<QuotationGrid & { reload: () => Promise<void> }>(
    () => ({
      getState: store.getState,
      setIssues: (issues) => store.dispatch({ type: 'set-issues', issues, rights }),
      showMarks: () => store.dispatch({ type: 'show-marks' }),
      goToFirstIssue: () => navigation.current?.first(),
      saveNow: (changes) => controller.saveNow(changes),
      getVersion: controller.getVersion,
      reload,
    }),
    [store, rights, controller, reload],
  );

  return { editor, controller, navigation, grid, reload };
}
