import type { SupplierDetailControls } from '@tender/domain';
import { Button, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtrasTender } from '../lib/extras-tender';
import { QuestionsDialog } from './questions-dialog';
import { SiteInspectionDialog } from './site-inspection-dialog';
import { SupplierDocumentsDialog } from './supplier-documents-dialog';
import { TenderAttachmentsDialog } from './tender-attachments-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';
import './tender-extras.css';

interface TenderExtrasBarProps {
  tender: ExtrasTender;
  controls: SupplierDetailControls;
  /** An attachment was downloaded: the detail reloads its header (isdownload gates Submit). */
  onAttachmentsDownloaded(): void;
}

type Dialog = 'qa' | 'upload' | 'supplierDocs' | 'attachments' | 'site' | null;

/**
 * The supplier's Q&A, Add Attachments, Supplier Documents, Tender Attachments and Site Inspection
 * buttons and their dialogs (spec 2.8); visibility and enablement come from supplierDetailControls.
 */
export const TenderExtrasBar = memo(function TenderExtrasBar({
  tender,
  controls,
  onAttachmentsDownloaded,
}: TenderExtrasBarProps) {
  const { t } = useTranslation('tender-extras');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <Space wrap className="tp-detail-actions tp-extras-actions">
        <Button onClick={() => setDialog('qa')}>{t('buttons.qa')}</Button>
        {controls.isHardCopy ? null : (
          <Button disabled={!controls.uploadEnabled} onClick={() => setDialog('upload')}>
            {t('buttons.addAttachments')}
          </Button>
        )}
        <Button onClick={() => setDialog('supplierDocs')}>{t('buttons.supplierDocuments')}</Button>
        <Button onClick={() => setDialog('attachments')}>{t('buttons.tenderAttachments')}</Button>
        <Button onClick={() => setDialog('site')}>{t('buttons.siteInspection')}</Button>
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
      <SiteInspectionDialog open={dialog === 'site'} rfqnum={tender.rfqnum} onClose={close} />
    </>
  );
});
