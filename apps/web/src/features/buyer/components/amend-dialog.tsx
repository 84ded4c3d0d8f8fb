import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface AmendDialogProps {
  open: boolean;
  /** The revision the amendment will be. */
  revision: number;
  invited: number;
  /** Suppliers who have submitted: they must confirm again. */
  submitted: number;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Saving an open tender amends it (issue 17, screen 4): the reason is required, and the buyer is told
 * before confirming what follows (e-mails, quotations to confirm again), not after.
 */
export function AmendDialog({
  open,
  revision,
  invited,
  submitted,
  saving,
  onCancel,
  onConfirm,
}: AmendDialogProps) {
  const { t } = useTranslation('buyer');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('amend.title', { revision })}
      okText={t('amend.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={async () => {
        const { reason } = await form.validateFields();
        onConfirm(reason.trim());
      }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        className="tp-buyer-amend-alert"
        title={t('amend.mailed', { count: invited })}
        description={submitted > 0 ? t('amend.confirmAgain', { count: submitted }) : t('amend.noneSubmitted')}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('amend.reason')}
          extra={t('amend.reasonHelp')}
          rules={[
            { required: true, whitespace: true, message: t('amend.reasonRequired') },
            { max: 4000, message: t('editor.tooLong', { max: 4000 }) },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
