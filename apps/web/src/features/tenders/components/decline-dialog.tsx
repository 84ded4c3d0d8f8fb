import { COMMENT_MAX_LENGTH, isDeclineReasonMissing } from '@tender/domain';
import { Alert, Input, Modal } from 'antd';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Gets the trimmed reason. */
  onConfirm: (reason: string) => void;
  /** Whose texts: the supplier's decline (tenders) or staff recording a paper decline (staff). */
  namespace?: 'tenders' | 'staff';
  /** Shown above the reason, e.g. the no-decline notice of a hard-copy tender. */
  notice?: ReactNode;
}

/**
 * Declining needs a reason (spec 5): the confirm button stays disabled while it is blank. The dialog says
 * the decline is final before it is confirmed (spec 4.2: no quotation after it).
 */
export const DeclineDialog = memo(function DeclineDialog({
  open,
  busy,
  onCancel,
  onConfirm,
  namespace = 'tenders',
  notice,
}: DeclineDialogProps) {
  const { t } = useTranslation(namespace);
  const [reason, setReason] = useState('');
  const blank = isDeclineReasonMissing(reason);
  const inputId = `tp-${namespace}-decline-reason`;

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
      {notice}
      <Alert
        type="warning"
        showIcon
        className="tp-block"
        data-testid="decline-final"
        title={t('decline.final')}
      />
      <label htmlFor={inputId} className="tp-field-label">
        {t('decline.reasonLabel')}
      </label>
      <Input.TextArea
        id={inputId}
        value={reason}
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t('decline.placeholder')}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
});
