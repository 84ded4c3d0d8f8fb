import { Button, Modal } from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface IdleWarningDialogProps {
  /** When the idle sign-out happens (ms since the epoch). */
  signOutAt: number;
  /** Any click restarts the idle timer; this only closes the dialog at once. */
  onStay: () => void;
}

/** "1:54": minutes and seconds left, never below zero. */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Issue 35, item 10: the idle sign-out is announced two minutes before, with the time left counting
 * down and "Stay signed in". Loaded only when it shows, so no first screen carries it.
 */
export function IdleWarningDialog({ signOutAt, onStay }: IdleWarningDialogProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  // A modal <dialog> (the header's phone menu) lies above every other layer and leaves the page inert:
  // it closes as the warning shows, so that the warning is seen and can be answered.
  useLayoutEffect(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
  }, []);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <Modal
      open
      title={t('idleWarning.title')}
      onCancel={onStay}
      closable={false}
      footer={
        <Button type="primary" onClick={onStay} autoFocus>
          {t('idleWarning.stay')}
        </Button>
      }
    >
      <p role="timer" aria-live="off">
        {t('idleWarning.body', { time: timeLeftText(signOutAt - now) })}
      </p>
    </Modal>
  );
}
