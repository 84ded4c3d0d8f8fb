import { CODE_MAX } from '@tender/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { FormItem, required } from '@/components/plain/form';
import { TextInput } from '@/components/plain/input';
import type { SendCode } from '../hooks/use-send-code';

interface CodeFieldProps {
  /**
   * The label is not tied to the input (it spans the send button too), so it also names the input
   * through aria-label. The input's id is the form's name and `_code` (`login_code`, `forget_code`).
   */
  label: string;
  requiredMessage: string;
  extra?: ReactNode;
  /** The state of the page's `useSendCode`. */
  sender: Pick<SendCode, 'sending' | 'remaining' | 'sentBefore' | 'validFor'>;
  /** Validates what the page needs, then calls its `useSendCode().send`. */
  onSend: () => void;
}

/**
 * The e-mailed verification code (form field `code`, trimmed) with its send button, whose label counts
 * down until another code may be sent (spec 2.3, 2.5); once a code is sent, the line below the field
 * says how long it is valid (in place of `extra`).
 */
export function CodeField({ label, requiredMessage, extra, sender, onSend }: CodeFieldProps) {
  return (
    <FormItem
      name="code"
      label={label}
      labelled={false}
      rules={[required(requiredMessage)]}
      isRequired
      normalize={(value) => value.trim()}
      extra={sender.validFor ? <span data-testid="code-validity">{sender.validFor}</span> : extra}
    >
      {(control) => (
        <div className="plain-compact">
          <TextInput
            {...control}
            aria-label={label}
            maxLength={CODE_MAX}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SendCodeButton {...sender} onClick={onSend} />
        </div>
      )}
    </FormItem>
  );
}

interface SendCodeButtonProps {
  sending: boolean;
  /** Seconds until another code may be sent; 0 when a code may be sent now. */
  remaining: number;
  /** A code was sent before, so the label says Resend. */
  sentBefore: boolean;
  onClick: () => void;
}

function SendCodeButton({ sending, remaining, sentBefore, onClick }: SendCodeButtonProps) {
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
