import type { ModalFuncProps } from 'antd';
import { lazy, useSyncExternalStore } from 'react';
import { AntdScope } from './antd-scope';

export type ModalKind = 'info' | 'success' | 'warning' | 'error' | 'confirm';

export type MessageKind = 'success' | 'info' | 'warning' | 'error';

/** A dialog (antd's `modal[kind]`) or a toast (antd's `message[kind]`) asked for. */
export type ModalCall =
  | { kind: ModalKind; config: ModalFuncProps }
  | { kind: 'message'; type: MessageKind; content: string };

interface HostState {
  /** Whether antd's code is wanted (loaded, or loading). */
  mounted: boolean;
  /** Dialogs and toasts asked for and not yet opened. */
  pending: ModalCall[];
}

let state: HostState = { mounted: false, pending: [] };
const listeners = new Set<() => void>();

function update(next: HostState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The dialogs and toasts asked for and not yet shown, now taken by whoever shows them. */
function takeModalCalls(): ModalCall[] {
  const taken = state.pending;
  if (taken.length > 0) update({ ...state, pending: [] });
  return taken;
}

/**
 * Opens one of antd's confirm dialogs (antd `modal.info`, `.success`, `.warning`, `.error`, `.confirm`)
 * under the app's theme, from any page. Pages without antd use it too (the sign-in pages, the plain
 * shell's Sign Out): antd's code loads the first time, so a plain page downloads it only when it shows a
 * dialog.
 */
export function showModal(kind: ModalKind, config: ModalFuncProps): void {
  ask({ kind, config });
}

/**
 * Shows one of antd's toasts (antd `message.success`, `.info`, `.warning`, `.error`) through the same host
 * as showModal, so a page or hook without antd shows one too: antd's code loads the first time.
 */
export function showMessage(kind: MessageKind, content: string): void {
  ask({ kind: 'message', type: kind, content });
}

function ask(call: ModalCall): void {
  update({ mounted: true, pending: [...state.pending, call] });
}

/** A confirm dialog (`showModal('confirm')`) answered: true for OK, false for Cancel or closing it. */
export function confirmModal(config: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => {
    showModal('confirm', { ...config, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/** Starts loading the dialogs' code ahead of a dialog (or toast) that is about to be needed. */
export function preloadModal(): void {
  if (!state.mounted) update({ ...state, mounted: true });
}

const ModalRunner = lazy(() => import('./modal-runner'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where showModal's dialogs and showMessage's toasts are opened from; rendered once by the app, beside its pages. */
export function ModalHost() {
  const current = useSyncExternalStore(subscribe, () => state);
  if (!current.mounted) return null;
  return (
    <AntdScope>
      <ModalRunner pending={current.pending.length} take={takeModalCalls} />
    </AntdScope>
  );
}
