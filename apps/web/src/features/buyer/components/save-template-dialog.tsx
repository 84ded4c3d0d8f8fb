import { ErrorCode } from '@tender/api-contract/error-codes';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/lib/api-client';
import { useSaveTemplate } from '../api/templates';

interface SaveTemplateDialogProps {
  open: boolean;
  rfqnum: string;
  /** The name offered: the tender's description. */
  suggestedName: string;
  onClose: () => void;
}

/**
 * "Save as template" (issue 33): the saved draft under a name of the site's templates. A name the site
 * has already is offered to be replaced (the server's 5600023), never overwritten unasked.
 */
export function SaveTemplateDialog({ open, rfqnum, suggestedName, onClose }: SaveTemplateDialogProps) {
  const { t } = useTranslation('buyer');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveTemplate();

  const submit = async (replace: boolean) => {
    const { name } = await form.validateFields();
    try {
      await save.mutateAsync({ rfqnum, name: name.trim(), ...(replace ? { replace } : {}) });
      message.success(t('templates.savedAs', { name: name.trim() }));
      onClose();
    } catch (error) {
      if (!replace && error instanceof ApiError && error.code === ErrorCode.TEMPLATE_NAME_TAKEN) {
        modal.confirm({
          title: t('templates.replaceTitle', { name: name.trim() }),
          content: t('templates.replaceText'),
          okText: t('templates.replace'),
          cancelText: t('templates.cancel'),
          onOk: () => submit(true),
        });
        return;
      }
      message.error(errorText(error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('templates.saveTitle')}
      okText={t('templates.save')}
      cancelText={t('templates.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit(false).catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('templates.saveIntro')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: suggestedName.slice(0, 200) }}
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('templates.name')}
          rules={[
            { required: true, whitespace: true, message: t('templates.nameRequired') },
            { max: 200, message: t('editor.tooLong', { max: 200 }) },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
