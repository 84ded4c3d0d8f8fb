import { UploadOutlined } from '@ant-design/icons';
import { findUploadFileProblem, UPLOAD_ACCEPT, UPLOAD_FILE_TYPES_LABEL } from '@tender/domain';
import { Alert, App, Button, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useSupplierDocuments } from '../api/get-supplier-documents';
import { useUploadTips } from '../api/get-upload-tips';
import { useUploadSupplierDocument } from '../api/upload-supplier-document';
import type { DocumentsTender } from '../lib/documents-tender';
import './tender-documents.css';

interface UploadDocumentDialogProps {
  open: boolean;
  tender: DocumentsTender;
  onClose(): void;
}

interface UploadForm {
  description: string;
}

// A file that cannot be read (moved, locked, no permission) fails here rather than half-way up.
async function isReadable(file: File): Promise<boolean> {
  try {
    await file.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Add Attachments: a description and one file, both required (spec 2.8, 5, 8). */
export function UploadDocumentDialog({ open, tender, onClose }: UploadDocumentDialogProps) {
  const { t } = useTranslation('tender-documents');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<UploadForm>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const tips = useUploadTips(open);
  const existing = useSupplierDocuments(tender.udztbnum, open);
  const upload = useUploadSupplierDocument();

  const close = () => {
    form.resetFields();
    setFile(null);
    setFileError(null);
    onClose();
  };

  const pick = async (picked: File) => {
    // The domain's upload list (the server refuses the same): the picker's filter can be switched off.
    const problem = findUploadFileProblem(picked);
    if (problem) {
      const text = t(`upload.${problem}`, { types: UPLOAD_FILE_TYPES_LABEL });
      setFile(null);
      setFileError(text);
      message.error(text);
      return;
    }
    if (await isReadable(picked)) {
      message.success(t('upload.readSuccess', { name: picked.name }));
      setFile(picked);
      setFileError(null);
    } else {
      message.error(t('upload.readFailure', { name: picked.name }));
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!file) setFileError(t('upload.fileRequired'));
    if (!values || !file) return;
    if ((existing.data ?? []).some((doc) => doc.filename === file.name)) {
      setFileError(t('upload.duplicate'));
      return;
    }
    try {
      await upload.mutateAsync({
        udztbnum: tender.udztbnum,
        udztbid: tender.udztbid,
        description: values.description.trim(),
        file,
      });
      message.success(t('upload.success', { name: file.name }));
      close();
    } catch (error) {
      // The dialog stays open with Save enabled again, so the supplier can correct and retry.
      modal.error({ title: t('upload.cannotUpload'), content: errorText(error) });
    }
  };

  const fileList: UploadFile[] = file ? [{ uid: 'picked', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      destroyOnHidden
      okText={t('upload.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: upload.isPending }}
      onOk={() => void save()}
    >
      {tips.data ? <Alert className="tp-documents-hint" type="info" showIcon title={tips.data} /> : null}
      <Form form={form} layout="vertical" name="tender-upload" requiredMark>
        <Form.Item
          name="description"
          label={t('common.description')}
          rules={[{ required: true, whitespace: true, message: t('upload.descriptionRequired') }]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          label={t('upload.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
          extra={t('upload.accepted', { types: UPLOAD_FILE_TYPES_LABEL })}
        >
          <Upload
            maxCount={1}
            accept={UPLOAD_ACCEPT}
            fileList={fileList}
            beforeUpload={(picked) => {
              void pick(picked);
              // Nothing is sent until Save: the file waits in the dialog.
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return true;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t('upload.select')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
