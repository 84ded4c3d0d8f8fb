import { DownloadOutlined } from '@ant-design/icons';
import type { TenderAttachmentItem } from '@tender/api-contract';
import { isViewableFile } from '@tender/domain';
import { Alert, App, Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useOpenFile } from '@/hooks/use-open-file';
import { errorText } from '@/lib/api-client';
import { useDownloadAllAttachments } from '../api/download-all-attachments';
import { useTenderAttachments } from '../api/get-tender-attachments';
import type { DocumentsTender } from '../lib/documents-tender';
import './tender-documents.css';

interface TenderAttachmentsDialogProps {
  open: boolean;
  tender: DocumentsTender;
  onClose(): void;
  /** A download went out: the detail reloads its header so Submit sees the new isdownload. */
  onDownloaded(): void;
}

// The server records a download when the browser's request arrives, a moment after the click.
const REFRESH_AFTER_MS = 1500;

/** The tender's attachments with a download per file and 'Download All Attachments' (spec 2.8, 7). */
export function TenderAttachmentsDialog({
  open,
  tender,
  onClose,
  onDownloaded,
}: TenderAttachmentsDialogProps) {
  const { t } = useTranslation('tender-documents');
  const { message } = App.useApp();
  const attachments = useTenderAttachments(tender.udztbnum, open);
  const downloadAll = useDownloadAllAttachments();
  const openFile = useOpenFile(t('attachments.downloadFailed'));
  const cards = useCardLayout();
  const docs = attachments.data ?? [];
  const allDownloaded = docs.length > 0 && docs.every((doc) => doc.downloaded === '1');

  const refreshSoon = () =>
    window.setTimeout(() => {
      void attachments.refetch();
      onDownloaded();
    }, REFRESH_AFTER_MS);

  const downloadOne = async (doc: TenderAttachmentItem) => {
    if (await openFile(doc)) refreshSoon();
  };

  const downloadEverything = async () => {
    try {
      const url = await downloadAll.mutateAsync({ rfqnum: tender.rfqnum, udztbnum: tender.udztbnum });
      // The zip link answers GET only, so it is not checked with a HEAD first.
      await openFile({ docurl: url, filename: `${tender.rfqnum}-attachments.zip` }, { check: false });
      refreshSoon();
    } catch (error) {
      message.error(`${t('attachments.downloadFailed')} ${errorText(error)}`);
    }
  };

  const close = () => {
    onDownloaded();
    onClose();
  };

  const columns: TableColumnsType<TenderAttachmentItem> = [
    { key: 'filename', title: t('common.fileName'), dataIndex: 'filename' },
    { key: 'description', title: t('common.description'), dataIndex: 'description' },
    {
      key: 'downloaded',
      title: t('common.status'),
      render: (_, doc) => downloadedTag(doc),
    },
    { key: 'actions', title: t('common.actions'), render: (_, doc) => downloadButton(doc) },
  ];

  function downloadedTag(doc: TenderAttachmentItem) {
    return doc.downloaded === '1' ? (
      <Tag color="#237804">{t('attachments.downloaded')}</Tag>
    ) : (
      <Tag>{t('attachments.notDownloaded')}</Tag>
    );
  }

  function downloadButton(doc: TenderAttachmentItem) {
    const verb = t(isViewableFile(doc.filename) ? 'common.view' : 'common.download');
    return (
      <Button
        type="link"
        icon={<DownloadOutlined aria-hidden />}
        aria-label={`${verb} ${doc.filename}`}
        onClick={() => void downloadOne(doc)}
      >
        {verb}
      </Button>
    );
  }

  return (
    <Modal
      open={open}
      title={t('attachments.title')}
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('common.close')}
        </Button>,
        <Button
          key="all"
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          disabled={docs.length === 0}
          loading={downloadAll.isPending}
          onClick={() => void downloadEverything()}
        >
          {t('attachments.downloadAll')}
        </Button>,
      ]}
    >
      {attachments.error ? <Alert type="error" showIcon title={errorText(attachments.error)} /> : null}
      {docs.length > 0 ? (
        <Alert
          className="tp-documents-hint"
          type={allDownloaded ? 'success' : 'info'}
          showIcon
          title={t(allDownloaded ? 'attachments.allDownloaded' : 'attachments.hint')}
        />
      ) : null}
      {cards ? (
        <CardList<TenderAttachmentItem>
          items={docs}
          itemKey={(doc) => doc.docinfoid}
          label={t('attachments.title')}
          title={(doc) => doc.filename}
          tags={downloadedTag}
          body={(doc) => doc.description}
          actions={downloadButton}
          loading={attachments.isFetching && !attachments.data}
          empty={t('attachments.empty')}
        />
      ) : (
        <Table<TenderAttachmentItem>
          rowKey="docinfoid"
          size="small"
          columns={columns}
          dataSource={docs}
          loading={attachments.isFetching && !attachments.data}
          pagination={false}
          locale={{ emptyText: t('attachments.empty') }}
        />
      )}
    </Modal>
  );
}
