import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageTemplate } from '../../tenders/api/get-message-template';

interface NoDeclineDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Records the supplier's paper decline with the trimmed reason. */
  onConfirm: (reason: string) => void;
}

/**
 * Decline of a hard-copy tender (spec 4.4): the no-decline notice, and a reason for recording the
 * supplier's written decline; the confirm stays disabled while the reason is blank.
 */
export function NoDeclineDialog({ open, busy, onCancel, onConfirm }: NoDeclineDialogProps) {
  const { t } = useTranslation('staff');
  const notice = useMessageTemplate('nodecline', open);
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
      <Alert type="warning" showIcon className="tp-block" title={notice.data || t('decline.notice')} />
      <label htmlFor="tp-staff-decline-reason" className="tp-field-label">
        {t('decline.reasonLabel')}
      </label>
      <Input.TextArea
        id="tp-staff-decline-reason"
        value={reason}
        rows={4}
        maxLength={1000}
        placeholder={t('decline.placeholder')}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
