import { CODE_LIFETIME_SECONDS } from '@tender/domain';
import { useTranslation } from 'react-i18next';
import { preloadModal, showModal } from '@/components/modal';
import { type GenCodeInput, useGenCode } from '../api/gen-code';
import { getTips } from '../api/get-tips';
import { sendCodeErrorText } from '../error-messages';
import { useCountdown } from './use-countdown';

/**
 * Sends a verification code: starts the countdown of the code's lifetime (900 s, spec 9) at once, shows
 * the server's tips when the code is on its way, and stops the countdown when the server refuses (e.g.
 * 3000006, locked). The tips dialog is antd's, loaded while the code is being sent.
 */
export function useSendCode(onError: (text: string) => void) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(CODE_LIFETIME_SECONDS);
  const genCode = useGenCode();

  const send = (input: GenCodeInput) => {
    countdown.start();
    preloadModal();
    genCode.mutate(input, {
      onSuccess: async (text) => {
        const tips = text || (await getTips().catch(() => ''));
        showModal('info', {
          title: t('code.tipsTitle'),
          content: tips || t('code.tipsTitle'),
          okText: t('common:actions.ok'),
        });
      },
      onError: (error) => {
        countdown.stop();
        onError(sendCodeErrorText(error, t));
      },
    });
  };

  return { send, sending: genCode.isPending, remaining: countdown.remaining, sentBefore: countdown.hasRun };
}

export type SendCode = ReturnType<typeof useSendCode>;
