import type { SupplierDetailControls } from '@tender/domain';
import { Button, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import type { DocumentsTender } from '@/features/tender-documents';
import './tenders.css';

// Each dialog loads when first opened (components/lazy-dialog.tsx): the detail's first screen carries none.
const isOpen = (props: { open: boolean }) => props.open;
const QuestionsDialog = lazyDialog(
  async () => (await import('@/features/questions')).QuestionsDialog,
  isOpen,
);
const SiteInspectionDialog = lazyDialog(
  async () => (await import('@/features/site-inspections')).SiteInspectionDialog,
  isOpen,
);
const UploadDocumentDialog = lazyDialog(
  async () => (await import('@/features/tender-documents')).UploadDocumentDialog,
  isOpen,
);
const SupplierDocumentsDialog = lazyDialog(
  async () => (await import('@/features/tender-documents')).SupplierDocumentsDialog,
  isOpen,
);
const TenderAttachmentsDialog = lazyDialog(
  async () => (await import('@/features/tender-documents')).TenderAttachmentsDialog,
  isOpen,
);

interface TenderToolsBarProps {
  tender: DocumentsTender;
  /** How many site inspections the RFQ lists (the header's count): the button shows only when some. */
  siteInspections: number;
  controls: SupplierDetailControls;
  /** An attachment was downloaded: the detail reloads its header (isdownload gates Submit). */
  onAttachmentsDownloaded(): void;
}

type Dialog = 'qa' | 'upload' | 'supplierDocs' | 'attachments' | 'site' | null;

/**
 * The supplier's Q&A, Add Attachments, Supplier Documents, Tender Attachments and Site Inspection
 * buttons and their dialogs (spec 2.8); visibility and enablement come from supplierDetailControls.
 */
export const TenderToolsBar = memo(function TenderToolsBar({
  tender,
  siteInspections,
  controls,
  onAttachmentsDownloaded,
}: TenderToolsBarProps) {
  // Each label is the owning feature's: the keys name their namespace.
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <Space wrap className="tp-detail-actions tp-tools-actions">
        <Button onClick={() => setDialog('qa')}>{t('questions:buttons.qa')}</Button>
        {controls.isHardCopy ? null : (
          <Button disabled={!controls.uploadEnabled} onClick={() => setDialog('upload')}>
            {t('tender-documents:buttons.addAttachments')}
          </Button>
        )}
        <Button onClick={() => setDialog('supplierDocs')}>
          {t('tender-documents:buttons.supplierDocuments')}
        </Button>
        <Button onClick={() => setDialog('attachments')}>
          {t('tender-documents:buttons.tenderAttachments')}
        </Button>
        {siteInspections > 0 ? (
          <Button onClick={() => setDialog('site')}>{t('site-inspections:buttons.siteInspection')}</Button>
        ) : null}
      </Space>
      <QuestionsDialog open={dialog === 'qa'} rfqnum={tender.rfqnum} onClose={close} />
      <UploadDocumentDialog open={dialog === 'upload'} tender={tender} onClose={close} />
      <SupplierDocumentsDialog
        open={dialog === 'supplierDocs'}
        udztbnum={tender.udztbnum}
        canDelete={controls.showDeleteSupplierDoc}
        onClose={close}
      />
      <TenderAttachmentsDialog
        open={dialog === 'attachments'}
        tender={tender}
        onClose={close}
        onDownloaded={onAttachmentsDownloaded}
      />
      {siteInspections > 0 ? (
        <SiteInspectionDialog open={dialog === 'site'} rfqnum={tender.rfqnum} onClose={close} />
      ) : null}
    </>
  );
});
