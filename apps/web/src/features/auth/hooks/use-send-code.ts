import { CODE_LIFETIME_SECONDS, CODE_RESEND_DEFAULT_SECONDS } from '@tender/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadModal, showModal } from '@/components/modal';
import { type GenCodeInput, useGenCode } from '../api/gen-code';
import { getTips } from '../api/get-tips';
import { useSiteInfo } from '../api/site-info';
import { codeValidity, sendButtonFor } from '../code-countdown';
import { sendCodeErrorText } from '../error-messages';
import { useCountdown } from './use-countdown';

/**
 * Sends a verification code: counts down the server's gap between two codes (CODE_RESEND_SECONDS, from
 * /common/siteinfo) from the click, and again from the reply so that it never frees the button before
 * the server would take another; shows the server's tips when the code is on its way, and stops the
 * countdown when the server refuses (e.g. 3000006, locked). The countdown holds the button only for
 * `loginid` the code went to (the gap is per account), and `validFor` says how long the code is valid.
 * The tips dialog is antd's, loaded while the code is being sent.
 */
export function useSendCode(onError: (text: string, error: unknown) => void, loginid: string) {
  const { t } = useTranslation('auth');
  const site = useSiteInfo().data;
  const countdown = useCountdown(site?.codeResendSeconds ?? CODE_RESEND_DEFAULT_SECONDS);
  const genCode = useGenCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const button = sendButtonFor(sentTo, loginid, countdown.remaining);
  const validity = codeValidity(site?.codeTtlSeconds ?? CODE_LIFETIME_SECONDS);

  const send = (input: GenCodeInput) => {
    setSentTo(input.loginid);
    countdown.start();
    preloadModal();
    genCode.mutate(input, {
      onSuccess: async (text) => {
        countdown.start();
        const tips = text || (await getTips().catch(() => ''));
        showModal('info', {
          title: t('code.tipsTitle'),
          content: tips || t('code.tipsTitle'),
          okText: t('common:actions.ok'),
        });
      },
      onError: (error) => {
        countdown.stop();
        setSentTo(null);
        onError(sendCodeErrorText(error, t), error);
      },
    });
  };

  return {
    send,
    sending: genCode.isPending,
    remaining: button.remaining,
    sentBefore: button.sentBefore,
    validFor: button.sentBefore && !genCode.isPending ? t(validity.key, { count: validity.count }) : null,
  };
}

export type SendCode = ReturnType<typeof useSendCode>;
