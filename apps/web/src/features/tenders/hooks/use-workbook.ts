import type { TenderHeader } from '@tender/api-contract';
import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage, showModal } from '@/components/modal';
import { useSiteClock } from '@/hooks/use-site-clock';
import { saveBlob } from '@/lib/open-file';
import type { LineStore } from '../lib/line-store';
import { buildWorkbook, type WorkbookTender } from '../workbook/build-workbook';
import { compareWorkbook, type WorkbookComparison } from '../workbook/compare-workbook';
import { buildImportReport } from '../workbook/import-report';
import { loadExcel } from '../workbook/load-exceljs';
import { checkWorkbookFile, readWorkbook } from '../workbook/read-workbook';
import type { WorkbookRights } from '../workbook/workbook-columns';
import { workbookLabels } from '../workbook/workbook-labels';
import { workbookLinesOf } from '../workbook/workbook-lines';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function contactText(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(', ');
}

interface WorkbookOptions {
  header: TenderHeader;
  store: LineStore;
  rights: WorkbookRights;
  /** Saves the pending edits as a draft now (the grid's autosave); without it they wait for autosave. */
  saveNow?: () => Promise<unknown>;
}

/**
 * Export and import of the bill of quantities (issue 13). Both run in this tab: the workbook is built
 * and the upload parsed here, and an import changes only the editor until Apply, which is a draft save.
 */
export function useWorkbook({ header, store, rights, saveNow }: WorkbookOptions) {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  const [busy, setBusy] = useState<'export' | 'import' | 'apply' | null>(null);
  const [preview, setPreview] = useState<WorkbookComparison | null>(null);

  const refuse = useCallback(
    (problem: string) =>
      showModal('error', { title: t('workbook.problem.title'), content: t(`workbook.problem.${problem}`) }),
    [t],
  );

  const exportWorkbook = useCallback(async () => {
    // The marks time the 2,000-line budgets in `npm run bench:tender` (export < 1.5 s, preview < 2 s).
    performance.mark('workbook-export-clicked');
    setBusy('export');
    try {
      const tender: WorkbookTender = {
        udztbnum: header.udztbnum,
        rfqnum: header.rfqnum,
        description: header.content,
        supplier: header.suppliername,
        closingDate: clock.dateTime(header.closingdate),
        currency: header.currency || clock.currency,
        contact1: contactText(header.contact1, header.email1, header.phone1),
        contact2: contactText(header.contact2, header.email2, header.phone2),
        remark: header.remark,
      };
      const excel = await loadExcel();
      const bytes = await buildWorkbook(excel, {
        tender,
        lines: workbookLinesOf(store.getState()),
        rights,
        labels: workbookLabels((key) => t(key as never)),
      });
      saveBlob(
        new Blob([bytes as BlobPart], { type: XLSX_TYPE }),
        `${header.rfqnum}-bill-of-quantities.xlsx`,
      );
      performance.mark('workbook-exported');
    } catch {
      showMessage('error', t('workbook.exportFailed'));
    } finally {
      setBusy(null);
    }
  }, [header, clock, store, rights, t]);

  const importFile = useCallback(
    async (file: File) => {
      performance.mark('workbook-import-chosen');
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      const problem = checkWorkbookFile(file.name, file.size, head);
      if (problem) {
        refuse(problem);
        return;
      }
      setBusy('import');
      try {
        const excel = await loadExcel();
        const read = await readWorkbook(excel, new Uint8Array(await file.arrayBuffer()));
        if (!read.ok) {
          refuse(read.problem);
          return;
        }
        const compared = compareWorkbook(
          read.content,
          header.udztbnum,
          workbookLinesOf(store.getState()),
          rights,
        );
        if (!compared.ok) refuse(compared.problem);
        else setPreview(compared.comparison);
      } catch {
        refuse('unreadable');
      } finally {
        setBusy(null);
      }
    },
    [header.udztbnum, store, rights, refuse],
  );

  const apply = useCallback(async () => {
    if (!preview) return;
    setBusy('apply');
    // The values go through the editor like typed cells (the same checks, recalculation and dirty
    // lines), in one step: one recalculation for the whole bill.
    const { changes } = preview;
    store.dispatch({
      type: 'edit-many',
      edits: changes.map((change) => ({ seqno: change.seqno, field: change.field, text: change.after })),
    });
    const count = changes.length;
    setPreview(null);
    try {
      if (saveNow && count > 0) {
        await saveNow();
        showMessage('success', t('workbook.preview.applied', { count }));
      } else if (count > 0) {
        showMessage('info', t('workbook.preview.appliedUnsaved', { count }));
      }
    } catch {
      // The autosave status beside the actions says why and retries; the values stay in the grid.
      showMessage('warning', t('workbook.preview.appliedUnsaved', { count }));
    } finally {
      setBusy(null);
    }
  }, [preview, store, saveNow, t]);

  const cancel = useCallback(() => setPreview(null), []);

  // The preview as a workbook to keep (issue 35, item 4): what would change, what is refused and why.
  const downloadReport = useCallback(async () => {
    if (!preview) return;
    try {
      const excel = await loadExcel();
      const column = (key: string) => t(`workbook.preview.${key}` as never);
      const bytes = await buildImportReport(excel, preview, {
        sheets: {
          changes: t('workbook.report.changes'),
          refused: t('workbook.report.refused'),
          differences: t('workbook.report.differences'),
        },
        columns: {
          line: column('line'),
          row: column('row'),
          field: column('field'),
          before: column('before'),
          after: column('after'),
          cell: column('cell'),
          reason: column('reason'),
          tender: column('tender'),
          workbook: column('workbook'),
        },
        field: (field) => t(`workbook.fields.${field}` as never),
        reason: (refusal) => t(`workbook.refused.${refusal.reason}` as never, { max: LINE_NOTES_MAX_LENGTH }),
      });
      saveBlob(new Blob([bytes as BlobPart], { type: XLSX_TYPE }), `${header.rfqnum}-import-report.xlsx`);
    } catch {
      showMessage('error', t('workbook.exportFailed'));
    }
  }, [preview, header.rfqnum, t]);

  return { busy, preview, exportWorkbook, importFile, apply, cancel, downloadReport };
}
