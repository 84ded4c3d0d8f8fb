import { Checkbox, Modal } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SaveTipsDialogProps {
  open: boolean;
  /** The savetips message template (server text in the user's language). */
  tips: string;
  /** The noreminder template, the label of a confirmation the supplier ticks once ('' when given). */
  noReminderLabel: string;
  onClose: (confirmed: boolean) => void;
}

/** Shown after a successful save; the ticked reminder confirmation is sent as reminder '1' from then on. */
export const SaveTipsDialog = memo(function SaveTipsDialog({
  open,
  tips,
  noReminderLabel,
  onClose,
}: SaveTipsDialogProps) {
  const { t } = useTranslation('tenders');
  const [confirmed, setConfirmed] = useState(false);

  return (
    <Modal
      open={open}
      title={t('save.tipsTitle')}
      okText={t('actions.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => onClose(confirmed)}
      onCancel={() => onClose(confirmed)}
    >
      <p className="tp-save-tips">{tips || t('save.saved')}</p>
      {noReminderLabel ? (
        <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
          {noReminderLabel}
        </Checkbox>
      ) : null}
    </Modal>
  );
});
