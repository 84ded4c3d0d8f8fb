import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLangcode } from '@/i18n/i18n';
import { saveBlob } from '@/lib/open-file';
import type { BoqLine } from '../lib/boq-lines';
import { BOQ_SHEET_COLUMNS, type SheetProblem } from '../lib/boq-sheet';
import { type BoqTemplateText, buildTemplateCsv, buildTemplateXlsx } from '../lib/boq-template';
import { BOQ_FILE_ACCEPT, readBoqFile } from '../lib/read-boq-file';

export type ImportMode = 'replace' | 'append';

interface BoqImportDialogProps {
  open: boolean;
  /** Whether the bill has lines already (then the buyer chooses to replace or add). */
  hasLines: boolean;
  onClose: () => void;
  onImport: (lines: BoqLine[], mode: ImportMode) => void;
}

interface ReadFile {
  name: string;
  lines: BoqLine[];
  problems: SheetProblem[];
}

/** Problems listed in the dialog; the rest are counted. */
const PROBLEMS_SHOWN = 20;

/**
 * Import of a bill of quantities from a spreadsheet (.xlsx or CSV, docs/import-format.md "BOQ
 * spreadsheet"): the file is read in the browser, what was read is shown with every cell that could not
 * be, and only then does the buyer replace the bill or add to it. Templates in both formats.
 */
export function BoqImportDialog({ open, hasLines, onClose, onImport }: BoqImportDialogProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const [read, setRead] = useState<ReadFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [mode, setMode] = useState<ImportMode>('replace');

  const templateText = (): BoqTemplateText => ({
    titles: Object.fromEntries(
      BOQ_SHEET_COLUMNS.map((column) => [column, t(`sheet.columns.${column}`)]),
    ) as BoqTemplateText['titles'],
    examples: {
      header: t('sheet.example.header'),
      first: t('sheet.example.first'),
      second: t('sheet.example.second'),
      total: t('sheet.example.total'),
      unit: t('sheet.example.unit'),
    },
  });

  const close = () => {
    setRead(null);
    setFailure(null);
    onClose();
  };

  const pick = async (file: File) => {
    setReading(true);
    setFailure(null);
    setRead(null);
    try {
      const result = await readBoqFile(file, currentLangcode() === 'ZHT' ? 'big5' : 'gb18030');
      if (result.ok) setRead({ name: file.name, lines: result.lines, problems: result.problems });
      else setFailure(t(`sheet.failure.${result.failure}`, { name: file.name }));
    } catch {
      setFailure(t('sheet.failure.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  };

  const templates = (
    <Space wrap>
      <Button
        icon={<DownloadOutlined />}
        onClick={async () => {
          try {
            saveBlob(await buildTemplateXlsx(templateText()), t('sheet.templateName', { ext: 'xlsx' }));
          } catch {
            message.error(t('sheet.templateFailed'));
          }
        }}
      >
        {t('sheet.templateXlsx')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => saveBlob(buildTemplateCsv(templateText()), t('sheet.templateName', { ext: 'csv' }))}
      >
        {t('sheet.templateCsv')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('sheet.title')}
      onCancel={close}
      width={720}
      okText={t('sheet.import', { count: read?.lines.length ?? 0 })}
      okButtonProps={{ disabled: !read }}
      cancelText={t('common.cancel')}
      onOk={() => {
        if (!read) return;
        onImport(read.lines, hasLines ? mode : 'replace');
        close();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('sheet.intro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('sheet.columnsHelp')}</Typography.Paragraph>
      {templates}
      <Upload.Dragger
        className="tp-buyer-import-drop"
        accept={BOQ_FILE_ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
        disabled={reading}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p>{reading ? t('sheet.reading') : t('sheet.drop')}</p>
      </Upload.Dragger>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {read ? (
        <div className="tp-buyer-import-result" aria-live="polite">
          <Alert
            type={read.problems.length > 0 ? 'warning' : 'success'}
            showIcon
            title={t('sheet.readCount', { count: read.lines.length, name: read.name })}
            description={
              read.problems.length > 0 ? (
                <>
                  <p>{t('sheet.problemsIntro', { count: read.problems.length })}</p>
                  <ul className="tp-buyer-import-problems">
                    {read.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
                      <li key={`${problem.row}:${problem.column}`}>
                        {t(`sheet.problem.${problem.problem}`, {
                          row: problem.row,
                          column: t(`sheet.columns.${problem.column}`),
                          value: problem.value,
                        })}
                      </li>
                    ))}
                  </ul>
                  {read.problems.length > PROBLEMS_SHOWN ? (
                    <p>{t('sheet.moreProblems', { count: read.problems.length - PROBLEMS_SHOWN })}</p>
                  ) : null}
                </>
              ) : undefined
            }
          />
          {hasLines ? (
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as ImportMode)}
              aria-label={t('sheet.modeLabel')}
            >
              <Space orientation="vertical">
                <Radio value="replace">{t('sheet.modeReplace')}</Radio>
                <Radio value="append">{t('sheet.modeAppend')}</Radio>
              </Space>
            </Radio.Group>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
