import type { SupplierDetailControls } from '@tender/domain';
import { memo } from 'react';
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

/** The tools of the supplier's detail, each opening its dialog. */
export type TenderTool = 'qa' | 'upload' | 'supplierDocs' | 'attachments' | 'site';

interface TenderToolDialogsProps {
  /** The open tool's dialog (null: none). */
  tool: TenderTool | null;
  tender: DocumentsTender;
  /** How many site inspections the RFQ lists (the header's count): its dialog only when some. */
  siteInspections: number;
  controls: SupplierDetailControls;
  onClose(): void;
  /** An attachment was downloaded: the detail reloads its header (isdownload gates Submit). */
  onAttachmentsDownloaded(): void;
}

/**
 * The dialogs of the supplier's Q&A, Add Attachments, Supplier Documents, Tender Attachments and Site
 * Inspection buttons (spec 2.8); the buttons are TenderActions'.
 */
export const TenderToolDialogs = memo(function TenderToolDialogs({
  tool,
  tender,
  siteInspections,
  controls,
  onClose: close,
  onAttachmentsDownloaded,
}: TenderToolDialogsProps) {
  return (
    <>
      <QuestionsDialog open={tool === 'qa'} rfqnum={tender.rfqnum} onClose={close} />
      <UploadDocumentDialog open={tool === 'upload'} tender={tender} onClose={close} />
      <SupplierDocumentsDialog
        open={tool === 'supplierDocs'}
        udztbnum={tender.udztbnum}
        canDelete={controls.showDeleteSupplierDoc}
        onClose={close}
      />
      <TenderAttachmentsDialog
        open={tool === 'attachments'}
        tender={tender}
        onClose={close}
        onDownloaded={onAttachmentsDownloaded}
      />
      {siteInspections > 0 ? (
        <SiteInspectionDialog open={tool === 'site'} rfqnum={tender.rfqnum} onClose={close} />
      ) : null}
    </>
  );
});
