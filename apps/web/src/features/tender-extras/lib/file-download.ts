import { MULTI_DOWNLOAD_SPACING_MS, VIEWABLE_FILE_TYPES } from '@tender/domain';

// Browsers drop downloads started too close together, so every download waits for its own slot,
// MULTI_DOWNLOAD_SPACING_MS after the one before (spec 7, 9).
let nextSlotAt = 0;

function waitForSlot(now = Date.now()): number {
  const start = Math.max(now, nextSlotAt);
  nextSlotAt = start + MULTI_DOWNLOAD_SPACING_MS;
  return start - now;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the file opens in a viewer tab (txt, jpeg, jpg, png, svg, pdf) rather than downloading. */
export function isViewable(fileName: string): boolean {
  return (VIEWABLE_FILE_TYPES as readonly string[]).includes(extensionOf(fileName));
}

function startDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opens a signed link: viewable files in a new tab, anything else as a download. Resolves once the
 * browser has been told to fetch it; the server records the download when the request arrives.
 */
export function openFile(url: string, fileName: string): Promise<void> {
  const delay = waitForSlot();
  return new Promise((resolve) => {
    const go = () => {
      if (isViewable(fileName)) window.open(url, '_blank', 'noopener');
      else startDownload(url, fileName);
      resolve();
    };
    if (delay === 0) go();
    else window.setTimeout(go, delay);
  });
}
