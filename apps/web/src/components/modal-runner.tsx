import { App } from 'antd';
import { useEffect } from 'react';
import type { ModalCall } from './modal';

interface ModalRunnerProps {
  /** How many dialogs wait; a change means there are new ones to open. */
  pending: number;
  /** Hands over the waiting dialogs (each opened once). */
  take: () => ModalCall[];
}

/** Opens the dialogs showModal asked for, with antd's App (loaded with this file). */
export default function ModalRunner({ pending, take }: ModalRunnerProps) {
  const { modal } = App.useApp();
  useEffect(() => {
    if (pending === 0) return;
    for (const call of take()) modal[call.kind](call.config);
  }, [pending, take, modal]);
  return null;
}
