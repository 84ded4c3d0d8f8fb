import { describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, InstallPromptStore, type InstallWindow } from './install-prompt';

/** A window that fires events on demand, with a display mode and an iOS `standalone` flag to set. */
function fakeWindow({
  displayMode = 'browser',
  iosStandalone,
}: {
  displayMode?: string;
  iosStandalone?: boolean;
}) {
  const target = new EventTarget();
  const win: InstallWindow = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    matchMedia: (query) => ({ matches: query === `(display-mode: ${displayMode})` }),
    navigator: iosStandalone === undefined ? {} : { standalone: iosStandalone },
  };
  return { win, fire: (event: Event) => target.dispatchEvent(event) };
}

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('InstallPromptStore', () => {
  it('keeps the browser offer, holds back its own banner, and tells subscribers', () => {
    const { win, fire } = fakeWindow({});
    const store = new InstallPromptStore(win);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState()).toBe('manual');
    const { event } = installOffer('accepted');
    fire(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState()).toBe('available');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks once: accepted is installed, dismissed falls back to the manual steps', async () => {
    for (const [outcome, after] of [
      ['accepted', 'installed'],
      ['dismissed', 'manual'],
    ] as const) {
      const { win, fire } = fakeWindow({});
      const store = new InstallPromptStore(win);
      const { event, prompt } = installOffer(outcome);
      fire(event);
      expect(await store.promptInstall()).toBe(outcome);
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(store.getState()).toBe(after);
      // The offer is spent whatever the answer.
      expect(await store.promptInstall()).toBe('unavailable');
      expect(prompt).toHaveBeenCalledTimes(1);
    }
  });

  it('knows an install made through the browser menu', () => {
    const { win, fire } = fakeWindow({});
    const store = new InstallPromptStore(win);
    fire(installOffer('accepted').event);
    fire(new Event('appinstalled'));
    expect(store.getState()).toBe('installed');
  });

  it('says standalone inside the installed app, on Android and desktop and on iOS', () => {
    expect(new InstallPromptStore(fakeWindow({ displayMode: 'standalone' }).win).getState()).toBe(
      'standalone',
    );
    expect(new InstallPromptStore(fakeWindow({ iosStandalone: true }).win).getState()).toBe('standalone');
    expect(new InstallPromptStore(fakeWindow({ iosStandalone: false }).win).getState()).toBe('manual');
  });

  it('stops telling a listener that unsubscribed', () => {
    const { win, fire } = fakeWindow({});
    const store = new InstallPromptStore(win);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    fire(installOffer('accepted').event);
    expect(listener).not.toHaveBeenCalled();
  });
});
