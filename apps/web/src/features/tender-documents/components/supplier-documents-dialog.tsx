import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { DocumentItem } from '@tender/api-contract';
import { isViewableFile } from '@tender/domain';
import { Alert, App, Button, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useOpenFile } from '@/hooks/use-open-file';
import { errorText } from '@/lib/api-client';
import { useDeleteSupplierDocument } from '../api/delete-supplier-document';
import { useSupplierDocuments } from '../api/get-supplier-documents';

interface SupplierDocumentsDialogProps {
  open: boolean;
  udztbnum: string;
  /** Delete shows only in WTQUOTE (spec 4.3); the server refuses it otherwise as well. */
  canDelete: boolean;
  onClose(): void;
}

/** The files the supplier attached to this tender, with download and (in WTQUOTE) delete. */
export function SupplierDocumentsDialog({
  open,
  udztbnum,
  canDelete,
  onClose,
}: SupplierDocumentsDialogProps) {
  const { t } = useTranslation('tender-documents');
  const { message, modal } = App.useApp();
  const documents = useSupplierDocuments(udztbnum, open);
  const deletion = useDeleteSupplierDocument(udztbnum);
  const openFile = useOpenFile(t('attachments.downloadFailed'));
  const cards = useCardLayout();

  const confirmDelete = (doc: DocumentItem) =>
    modal.confirm({
      title: t('supplierDocs.confirmTitle'),
      content: t('supplierDocs.confirmContent', { name: doc.filename }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deletion.mutateAsync(doc.docinfoid);
          message.success(t('supplierDocs.deleted', { name: doc.filename }));
        } catch (error) {
          message.error(`${t('supplierDocs.deleteFailed', { name: doc.filename })} ${errorText(error)}`);
        }
      },
    });

  const columns: TableColumnsType<DocumentItem> = [
    { key: 'filename', title: t('common.fileName'), dataIndex: 'filename' },
    { key: 'description', title: t('common.description'), dataIndex: 'description' },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, doc) => actions(doc),
    },
  ];

  function actions(doc: DocumentItem) {
    return (
      <Space size={0} wrap>
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          aria-label={`${t('common.download')} ${doc.filename}`}
          onClick={() => void openFile(doc)}
        >
          {t(isViewableFile(doc.filename) ? 'common.view' : 'common.download')}
        </Button>
        {canDelete ? (
          <Button
            type="link"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('common.delete')} ${doc.filename}`}
            onClick={() => confirmDelete(doc)}
          >
            {t('common.delete')}
          </Button>
        ) : null}
      </Space>
    );
  }

  return (
    <Modal
      open={open}
      title={t('supplierDocs.title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {documents.error ? <Alert type="error" showIcon title={errorText(documents.error)} /> : null}
      {cards ? (
        <CardList<DocumentItem>
          items={documents.data ?? []}
          itemKey={(doc) => doc.docinfoid}
          label={t('supplierDocs.title')}
          title={(doc) => doc.filename}
          body={(doc) => doc.description}
          actions={actions}
          loading={documents.isFetching && !documents.data}
          empty={t('supplierDocs.empty')}
        />
      ) : (
        <Table<DocumentItem>
          rowKey="docinfoid"
          size="small"
          columns={columns}
          dataSource={documents.data ?? []}
          loading={documents.isFetching && !documents.data}
          pagination={false}
          locale={{ emptyText: t('supplierDocs.empty') }}
        />
      )}
    </Modal>
  );
}
