import { App } from 'antd';
import { useEffect } from 'react';
import type { ModalCall } from './modal';

interface ModalRunnerProps {
  /** How many dialogs and toasts wait; a change means there are new ones to show. */
  pending: number;
  /** Hands over the waiting dialogs and toasts (each shown once). */
  take: () => ModalCall[];
}

/** Opens the dialogs showModal and the toasts showMessage asked for, with antd's App (loaded with this file). */
export default function ModalRunner({ pending, take }: ModalRunnerProps) {
  const { modal, message } = App.useApp();
  useEffect(() => {
    if (pending === 0) return;
    for (const call of take()) {
      if (call.kind === 'message') message[call.type](call.content);
      else modal[call.kind](call.config);
    }
  }, [pending, take, modal, message]);
  return null;
}
