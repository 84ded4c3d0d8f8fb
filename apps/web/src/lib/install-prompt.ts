/**
 * Chromium's install offer (`beforeinstallprompt`), kept from the page's first moment: the browser fires
 * it once, usually long before the user opens the App Download page. Not in TypeScript's DOM types.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * - `standalone`: this page runs as the installed app.
 * - `installed`: the user has just installed it from this page.
 * - `available`: the browser offers to install it; `promptInstall` asks.
 * - `manual`: no offer (Safari, Firefox, an app already installed, or an offer dismissed): install
 *   through the browser's own menu.
 */
export type InstallState = 'standalone' | 'installed' | 'available' | 'manual';

/** What the store needs of the browser window (a fake in tests). */
export interface InstallWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  matchMedia(query: string): { matches: boolean };
  navigator: object;
}

export class InstallPromptStore {
  private offer: BeforeInstallPromptEvent | null = null;
  private justInstalled = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly win: InstallWindow) {
    win.addEventListener('beforeinstallprompt', (event) => {
      // No mini-infobar over the sign-in page: the App Download page offers the install instead.
      event.preventDefault();
      this.offer = event as BeforeInstallPromptEvent;
      this.notify();
    });
    win.addEventListener('appinstalled', () => {
      this.offer = null;
      this.justInstalled = true;
      this.notify();
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): InstallState => {
    // iOS Safari marks a home-screen app with navigator.standalone instead of the display-mode query.
    const iosStandalone = (this.win.navigator as { standalone?: boolean }).standalone === true;
    if (iosStandalone || this.win.matchMedia('(display-mode: standalone)').matches) return 'standalone';
    if (this.justInstalled) return 'installed';
    return this.offer ? 'available' : 'manual';
  };

  /** Shows the browser's install dialog; an offer can be used once, whatever the user answers. */
  async promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const offer = this.offer;
    if (!offer) return 'unavailable';
    this.offer = null;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') this.justInstalled = true;
    this.notify();
    return outcome;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

let store: InstallPromptStore | undefined;

/** Starts listening for the install offer; main.tsx calls it before the first render. */
export function listenForInstallPrompt(): void {
  store ??= new InstallPromptStore(window);
}

/** The page's install store (started on first use if main.tsx has not). */
export function installPrompt(): InstallPromptStore {
  store ??= new InstallPromptStore(window);
  return store;
}
