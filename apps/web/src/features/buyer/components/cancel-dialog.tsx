import { isBlankText } from '@tender/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { useCancelRfq } from '../api/cancel-rfq';

interface CancelDialogProps {
  rfqnum: string;
  /** How many suppliers are told (invitations not declined). */
  mailed: number;
  open: boolean;
  onClose: () => void;
}

/** Cancel an RFQ: the reason is required and e-mailed to every invited supplier. */
export function CancelDialog({ rfqnum, mailed, open, onClose }: CancelDialogProps) {
  const { t } = useTranslation('buyer');
  const cancel = useCancelRfq();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = isBlankText(reason);

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    try {
      await cancel.mutateAsync({ rfqnum, reason: reason.trim() });
      setReason('');
      setTouched(false);
      onClose();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Modal
      open={open}
      title={t('cancel.title', { rfqnum })}
      okText={t('cancel.ok')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('actions.back')}
      onOk={submit}
      onCancel={() => {
        cancel.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <p>{t('cancel.text', { count: mailed })}</p>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('cancel.reason')}
          required
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('cancel.reasonRequired') : undefined}
          htmlFor="tp-bt-cancel-reason"
        >
          <Input.TextArea
            id="tp-bt-cancel-reason"
            value={reason}
            maxLength={4000}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      {cancel.isError ? <Alert type="error" showIcon title={errorText(cancel.error)} /> : null}
    </Modal>
  );
}
