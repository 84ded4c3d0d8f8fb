import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { BuyerDocument } from '@tender/api-contract';
import { findUploadFileProblem, UPLOAD_ACCEPT, UPLOAD_FILE_TYPES_LABEL } from '@tender/domain';
import { App, Button, List, Popconfirm, Upload } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useDeleteRfqDocument } from '../api/delete-rfq-document';
import { useUploadRfqDocument } from '../api/upload-rfq-document';
import { RfqDocumentLink } from './rfq-document-link';

interface RfqAttachmentsProps {
  /** null until the tender is first saved: attachments hang on the stored RFQ. */
  rfq: { rfqnum: string; rfqid: number } | null;
  documents: readonly BuyerDocument[];
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The editor's list of the tender's attachments: open, upload and remove (issue 17), once the tender exists.
 * The tender page lists them in its header, to open only.
 */
export const RfqAttachments = memo(function RfqAttachments({ rfq, documents }: RfqAttachmentsProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const clock = useSiteClock();
  const upload = useUploadRfqDocument();
  const remove = useDeleteRfqDocument();

  if (!rfq) return <p className="tp-boq-muted">{t('attachments.saveFirst')}</p>;

  return (
    <div className="tp-buyer-attachments">
      <List
        size="small"
        dataSource={[...documents]}
        locale={{ emptyText: t('attachments.none') }}
        renderItem={(document) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title={t('attachments.removeConfirm', { name: document.filename })}
                okText={t('attachments.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync({ rfqnum: rfq.rfqnum, documentid: document.documentid });
                    message.success(t('attachments.removed', { name: document.filename }));
                  } catch (error) {
                    message.error(errorText(error));
                  }
                }}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('attachments.removeNamed', { name: document.filename })}
                />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={<PaperClipOutlined aria-hidden />}
              // No title: antd makes it an h4, out of order under the section's h2 (axe heading-order).
              description={
                <>
                  <div>
                    <RfqDocumentLink rfqnum={rfq.rfqnum} document={document} />
                  </div>
                  {`${fileSize(document.size)} · ${clock.dateTime(document.createdate)}`}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Upload
        accept={UPLOAD_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = findUploadFileProblem(file);
          if (problem) {
            message.error(
              problem === 'fileType'
                ? t('attachments.fileType', { name: file.name, types: UPLOAD_FILE_TYPES_LABEL })
                : t('attachments.tooLarge', { name: file.name }),
            );
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const stored = await upload.mutateAsync({ ...rfq, file: file as File });
            message.success(t('attachments.uploaded', { name: stored.filename }));
            onSuccess?.(stored);
          } catch (error) {
            message.error(errorText(error));
            onError?.(error as Error);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('attachments.upload')}
        </Button>
      </Upload>
      <p className="tp-boq-muted">{t('attachments.types', { types: UPLOAD_FILE_TYPES_LABEL })}</p>
    </div>
  );
});
