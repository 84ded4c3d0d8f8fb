import type { DocumentItem, WorkOrderDetail } from '@tender/api-contract';
import { App, Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { useOpenFile } from '@/hooks/use-open-file';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useDeleteWorkOrderDocument } from '../api/delete-work-order-document';

interface WorkOrderDocumentsProps {
  workOrder: WorkOrderDetail;
  /** Only the workflow owner may delete (spec 6). */
  canEdit: boolean;
}

/** The work order's documents: each downloads by its signed link; the workflow owner may delete. */
export function WorkOrderDocuments({ workOrder, canEdit }: WorkOrderDocumentsProps) {
  const { t } = useTranslation('work-orders');
  const { message } = App.useApp();
  const remove = useDeleteWorkOrderDocument();
  const openFile = useOpenFile(t('documents.openFailed'));

  const onDelete = (doc: DocumentItem) =>
    remove
      .mutateAsync({ wonum: workOrder.wonum, workorderid: workOrder.workorderid, docinfoid: doc.docinfoid })
      .then((reply) => {
        message.success(reply.message || t('documents.deleted'));
      })
      .catch((error: unknown) => {
        message.error(errorText(error));
      });

  const clock = useSiteClock();
  const cards = useCardLayout();
  // The link is signed for this session and works without the token header; a click opens the file as
  // every file of the portal opens (a viewable one in a tab, else a download).
  const fileLink = (doc: DocumentItem) => (
    <a
      href={doc.docurl}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        void openFile(doc);
      }}
    >
      {doc.filename}
    </a>
  );
  const deleteButton = (doc: DocumentItem) => (
    <Popconfirm
      title={t('documents.confirmDelete')}
      okText={t('actions.delete')}
      cancelText={t('actions.cancel')}
      onConfirm={() => onDelete(doc)}
    >
      <Button danger size="small" aria-label={t('documents.deleteFile', { name: doc.filename })}>
        {t('actions.delete')}
      </Button>
    </Popconfirm>
  );
  const columns: TableColumnsType<DocumentItem> = [
    { key: 'filename', title: t('documents.file'), render: (_, doc) => fileLink(doc) },
    { key: 'description', title: t('documents.description'), dataIndex: 'description' },
    { key: 'createdate', title: t('documents.uploaded'), render: (_, doc) => clock.dateTime(doc.createdate) },
  ];
  if (canEdit) {
    columns.push({ key: 'actions', title: t('documents.actions'), render: (_, doc) => deleteButton(doc) });
  }

  if (cards) {
    return (
      <CardList<DocumentItem>
        items={workOrder.docs}
        itemKey={(doc) => doc.docinfoid}
        label={t('documents.title')}
        headingLevel={4}
        title={fileLink}
        body={(doc) => doc.description}
        fields={[
          {
            key: 'createdate',
            label: t('documents.uploaded'),
            render: (doc) => clock.dateTime(doc.createdate),
          },
        ]}
        actions={canEdit ? deleteButton : undefined}
        empty={t('documents.empty')}
      />
    );
  }

  return (
    <Table<DocumentItem>
      rowKey="docinfoid"
      size="small"
      columns={columns}
      dataSource={workOrder.docs}
      pagination={false}
      locale={{ emptyText: t('documents.empty') }}
    />
  );
}
