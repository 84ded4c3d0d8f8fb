import type { TenderHeader } from '@tender/api-contract';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/plain/button';
import { DOWNLOAD, UPLOAD } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';
import { useWorkbook } from '../hooks/use-workbook';
import type { LineStore } from '../lib/line-store';
import { canImport, type WorkbookRights } from '../workbook/workbook-columns';

// The preview of an imported workbook (antd's Table) loads when a workbook is first read.
const WorkbookImportDialog = lazyDialog(
  async () => (await import('./workbook-import-dialog')).WorkbookImportDialog,
  (props) => props.comparison !== null,
);

interface WorkbookButtonsProps {
  header: TenderHeader;
  store: LineStore;
  /** The grid's controls: what the supplier may edit decides the unlocked cells and whether Import shows. */
  rights: WorkbookRights;
  saveNow?: () => Promise<unknown>;
}

/** Export to Excel and Import from Excel, beside the items title (issue 13). */
export function WorkbookButtons({ header, store, rights, saveNow }: WorkbookButtonsProps) {
  const { t } = useTranslation('tenders');
  const workbook = useWorkbook({ header, store, rights, saveNow });
  const input = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a fix: clear the input so it fires again.
    event.target.value = '';
    if (file) void workbook.importFile(file);
  };

  return (
    <div className="tp-workbook-buttons">
      <Button
        icon={<Icon name={DOWNLOAD} />}
        loading={workbook.busy === 'export'}
        onClick={() => void workbook.exportWorkbook()}
      >
        {t('workbook.export')}
      </Button>
      {canImport(rights) ? (
        <>
          <Button
            icon={<Icon name={UPLOAD} />}
            loading={workbook.busy === 'import'}
            onClick={() => input.current?.click()}
          >
            {t('workbook.import')}
          </Button>
          {/* In a box of its own, empty to the eye, as antd's Space had it: the gap after Import stays. */}
          <span>
            <input
              ref={input}
              type="file"
              hidden
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('workbook.import')}
              data-testid="workbook-file"
              onChange={onFile}
            />
          </span>
        </>
      ) : null}
      <WorkbookImportDialog
        comparison={workbook.preview}
        busy={workbook.busy === 'apply'}
        onApply={() => void workbook.apply()}
        onCancel={workbook.cancel}
        onDownloadReport={() => void workbook.downloadReport()}
      />
    </div>
  );
}
