import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  sending: boolean;
  /** Seconds until another code may be sent; 0 when a code may be sent now. */
  remaining: number;
  /** A code was sent before, so the label says Resend. */
  sentBefore: boolean;
  onClick: () => void;
}

/** The send-code button with its countdown label (spec 2.3, 2.5). */
export function SendCodeButton({ sending, remaining, sentBefore, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const label = sending
    ? t('code.sending')
    : remaining > 0
      ? t('code.resendIn', { seconds: remaining })
      : sentBefore
        ? t('code.resend')
        : t('code.send');
  return (
    <Button onClick={onClick} loading={sending} disabled={remaining > 0 && !sending} data-testid="send-code">
      {label}
    </Button>
  );
}
