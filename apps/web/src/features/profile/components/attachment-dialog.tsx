import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentItem } from '@tender/api-contract';
import { isViewableFile, UPLOAD_ACCEPT, UPLOAD_FILE_TYPES_LABEL } from '@tender/domain';
import {
  App,
  Button,
  Input,
  Modal,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenFile } from '@/hooks/use-open-file';
import { uploadDocument } from '@/lib/upload';
import { deleteDocument } from '../api/delete-document';
import { profileKeys } from '../api/query-keys';
import { applyAttachmentChanges, type PendingUpload } from '../lib/attachment-batch';
import type { DocumentOwner } from '../lib/document-owner';
import { checkNewFile } from '../lib/new-file-check';
import { AttachmentResultList } from './attachment-result';

interface AttachmentDialogProps {
  open: boolean;
  title: string;
  owner: DocumentOwner;
  documents: DocumentItem[];
  onClose(): void;
}

type Row = { kind: 'stored'; doc: DocumentItem } | { kind: 'pending'; upload: PendingUpload };

const stemOf = (name: string) => (name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name);

/**
 * The attachments of one owner. Deletes and uploads are only collected here; Submit applies them and
 * reports per file what succeeded and what failed (spec 4.5 and 8, Profile).
 */
export function AttachmentDialog({ open, title, owner, documents, onClose }: AttachmentDialogProps) {
  const { t } = useTranslation('profile');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const openFile = useOpenFile(t('loadFailed'));
  const [deletes, setDeletes] = useState<ReadonlySet<number>>(new Set());
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setDeletes(new Set());
    setUploads([]);
  };
  const close = () => {
    reset();
    onClose();
  };

  const namesInUse = () => [
    ...documents.filter((d) => !deletes.has(d.docinfoid)).map((d) => d.filename),
    ...uploads.map((u) => u.file.name),
  ];

  const addFile = (file: File) => {
    const problem = checkNewFile(file, namesInUse());
    if (problem) {
      message.error(t(`attachments.${problem}`, { types: UPLOAD_FILE_TYPES_LABEL }));
      return;
    }
    const uid = `${file.name}:${file.size}:${file.lastModified}:${Math.random()}`;
    setUploads((list) => [...list, { uid, file, description: stemOf(file.name) }]);
  };

  const toggleDelete = (docinfoid: number) =>
    setDeletes((set) => {
      const next = new Set(set);
      if (next.has(docinfoid)) next.delete(docinfoid);
      else next.add(docinfoid);
      return next;
    });

  const submit = async () => {
    const pendingDeletes = documents
      .filter((d) => deletes.has(d.docinfoid))
      .map((d) => ({ docinfoid: d.docinfoid, filename: d.filename }));
    if (pendingDeletes.length === 0 && uploads.length === 0) {
      message.info(t('attachments.nothingToApply'));
      return;
    }
    setBusy(true);
    try {
      const results = await applyAttachmentChanges(pendingDeletes, uploads, {
        deleteDocument,
        uploadDocument: (u) => uploadDocument({ owner, file: u.file, description: u.description.trim() }),
      });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all() });
      const failed = results.some((r) => !r.ok);
      (failed ? modal.warning : modal.success)({
        title: t('attachments.resultTitle'),
        content: <AttachmentResultList results={results} t={t} />,
      });
      close();
    } finally {
      setBusy(false);
    }
  };

  const rows: Row[] = [
    ...documents.map((doc) => ({ kind: 'stored' as const, doc })),
    ...uploads.map((upload) => ({ kind: 'pending' as const, upload })),
  ];
  const keyOf = (row: Row) => (row.kind === 'stored' ? `d${row.doc.docinfoid}` : `u${row.upload.uid}`);

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('attachments.fileName'),
      render: (_, row) =>
        row.kind === 'stored' ? (
          <Space size={4} wrap>
            <PaperClipOutlined aria-hidden />
            <span className={deletes.has(row.doc.docinfoid) ? 'tp-struck' : undefined}>
              {row.doc.filename}
            </span>
            {deletes.has(row.doc.docinfoid) ? (
              <Tag color="red">{t('attachments.markedForDeletion')}</Tag>
            ) : null}
          </Space>
        ) : (
          <Space size={4} wrap>
            <UploadOutlined aria-hidden />
            <span>{row.upload.file.name}</span>
            <Tag color="blue">{t('attachments.pending')}</Tag>
          </Space>
        ),
    },
    {
      key: 'description',
      title: t('attachments.description'),
      render: (_, row) =>
        row.kind === 'stored' ? (
          row.doc.description
        ) : (
          <Input
            aria-label={`${t('attachments.description')} ${row.upload.file.name}`}
            placeholder={t('attachments.descriptionPlaceholder')}
            maxLength={500}
            value={row.upload.description}
            onChange={(e) =>
              setUploads((list) =>
                list.map((u) => (u.uid === row.upload.uid ? { ...u, description: e.target.value } : u)),
              )
            }
          />
        ),
    },
    {
      key: 'actions',
      title: t('attachments.actions'),
      render: (_, row) =>
        row.kind === 'stored' ? (
          <Space size={0} wrap>
            <Button type="link" onClick={() => void openFile(row.doc)}>
              {isViewableFile(row.doc.filename) ? t('attachments.view') : t('attachments.download')}
            </Button>
            <Button
              type="link"
              danger={!deletes.has(row.doc.docinfoid)}
              onClick={() => toggleDelete(row.doc.docinfoid)}
            >
              {deletes.has(row.doc.docinfoid) ? t('attachments.undoDelete') : t('attachments.delete')}
            </Button>
          </Space>
        ) : (
          <Button
            type="link"
            onClick={() => setUploads((list) => list.filter((u) => u.uid !== row.upload.uid))}
          >
            {t('attachments.remove')}
          </Button>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      title={title}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={busy} onClick={() => void submit()}>
          {t('actions.submit')}
        </Button>,
      ]}
    >
      <Upload
        multiple
        accept={UPLOAD_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          addFile(file);
          // Nothing is sent now: the file waits for Submit.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('attachments.add')}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('attachments.accepted', { types: UPLOAD_FILE_TYPES_LABEL })}
      </Typography.Text>
      <Table<Row>
        className="tp-profile-block"
        size="small"
        rowKey={keyOf}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('attachments.none') }}
      />
    </Modal>
  );
}
