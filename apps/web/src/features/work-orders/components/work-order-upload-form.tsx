import { UploadOutlined } from '@ant-design/icons';
import type { WorkOrderDetail } from '@tender/api-contract';
import {
  findDuplicateFileNames,
  findMissingUploadFields,
  findUploadFileProblem,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES_LABEL,
} from '@tender/domain';
import { Alert, App, Button, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useUploadWorkOrderDocument } from '../api/upload-work-order-document';

/**
 * Adds a document to the work order (workflow owner only): a description and one file, both required
 * (spec 5); a type off the domain's upload list or over 100MB is refused here already, before any byte is
 * sent (the server checks again).
 */
export function WorkOrderUploadForm({ workOrder }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const { message } = App.useApp();
  const upload = useUploadWorkOrderDocument();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState('');

  const pick = (picked: File) => {
    const refused = findUploadFileProblem(picked);
    if (refused) {
      const text = t(`upload.${refused}`, { types: UPLOAD_FILE_TYPES_LABEL });
      setFile(null);
      setProblem(text);
      message.error(text);
      return Upload.LIST_IGNORE;
    }
    setProblem('');
    setFile(picked);
    // Kept in the browser until Upload is pressed.
    return false;
  };

  const send = () => {
    const missing = findMissingUploadFields({ description, fileName: file?.name ?? null });
    if (missing.length > 0 || !file) {
      setProblem(missing.map((field) => t(`upload.missing.${field}`)).join(' '));
      return;
    }
    const names = [...workOrder.docs.map((doc) => doc.filename), file.name];
    if (findDuplicateFileNames(names).length > 0) {
      setProblem(t('upload.duplicate'));
      return;
    }
    setProblem('');
    upload.mutate(
      { wonum: workOrder.wonum, workorderid: workOrder.workorderid, file, description: description.trim() },
      {
        onSuccess: () => {
          message.success(t('upload.done'));
          setFile(null);
          setDescription('');
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <section aria-labelledby="tp-wo-upload" className="tp-wo-upload">
      <h3 id="tp-wo-upload" className="tp-wo-subtitle">
        {t('upload.title')}
      </h3>
      <Space orientation="vertical" className="tp-wo-upload__fields">
        <label htmlFor="tp-wo-upload-description">{t('upload.description')}</label>
        <Input
          id="tp-wo-upload-description"
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Upload
          maxCount={1}
          accept={UPLOAD_ACCEPT}
          beforeUpload={pick}
          fileList={
            file ? [{ uid: 'picked', name: file.name, status: 'done', size: file.size, type: file.type }] : []
          }
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
        </Upload>
        <Typography.Text type="secondary">
          {t('upload.accepted', { types: UPLOAD_FILE_TYPES_LABEL })}
        </Typography.Text>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Button type="primary" loading={upload.isPending} onClick={send}>
          {t('upload.submit')}
        </Button>
      </Space>
    </section>
  );
}
