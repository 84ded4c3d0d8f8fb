import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeclineDialog, useMessageTemplate } from '@/features/tenders';

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
export function NoDeclineDialog(props: NoDeclineDialogProps) {
  const { t } = useTranslation('staff');
  const notice = useMessageTemplate('nodecline', props.open);
  return (
    <DeclineDialog
      {...props}
      namespace="staff"
      notice={
        <Alert type="warning" showIcon className="tp-block" title={notice.data || t('decline.notice')} />
      }
    />
  );
}
