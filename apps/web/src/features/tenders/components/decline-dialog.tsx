import { Input, Modal } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Declining needs a reason (spec 5): the confirm button stays disabled while it is blank. */
export const DeclineDialog = memo(function DeclineDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DeclineDialogProps) {
  const { t } = useTranslation('tenders');
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';

  return (
    <Modal
      open={open}
      title={t('decline.title')}
      okText={t('decline.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: blank, loading: busy }}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <label htmlFor="tp-decline-reason" className="tp-field-label">
        {t('decline.reasonLabel')}
      </label>
      <Input.TextArea
        id="tp-decline-reason"
        value={reason}
        rows={4}
        maxLength={1000}
        placeholder={t('decline.placeholder')}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
});
