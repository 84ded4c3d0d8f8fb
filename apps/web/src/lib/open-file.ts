import { isViewableFile, MULTI_DOWNLOAD_SPACING_MS } from '@tender/domain';

/** A stored file's signed link (`docurl`, valid without the token header) and its name. */
export interface FileLink {
  docurl: string;
  filename: string;
}

export interface OpenFileOptions {
  /**
   * Asks the server with HEAD first, so that a link that fails is reported instead of opening a tab with
   * an error in it (the default). Off for a link that answers GET only (the attachments zip).
   */
  check?: boolean;
}

// Browsers drop downloads started too close together, so every file waits for its own slot,
// MULTI_DOWNLOAD_SPACING_MS after the one before (spec 7, 9).
let nextSlotAt = 0;

function waitForSlot(): Promise<void> {
  const now = Date.now();
  const start = Math.max(now, nextSlotAt);
  nextSlotAt = start + MULTI_DOWNLOAD_SPACING_MS;
  const delay = start - now;
  return delay === 0 ? Promise.resolve() : new Promise((resolve) => window.setTimeout(resolve, delay));
}

async function linkWorks(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

function startDownload(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opens a stored file by its signed link: a viewable file (the domain's rule, the one the server serves
 * `inline` by) in a new tab, anything else as a download. Resolves false when the link does not work;
 * the server records a download when the browser's request arrives.
 */
export async function openFile(link: FileLink, { check = true }: OpenFileOptions = {}): Promise<boolean> {
  const viewable = isViewableFile(link.filename);
  // The tab is opened now, while the click still counts as a user gesture for the pop-up blocker.
  const tab = viewable ? window.open('', '_blank') : null;
  await waitForSlot();
  if (check && !(await linkWorks(link.docurl))) {
    tab?.close();
    return false;
  }
  if (!viewable) startDownload(link.docurl, link.filename);
  else if (tab) {
    tab.opener = null;
    tab.location.href = link.docurl;
  } else window.open(link.docurl, '_blank', 'noopener');
  return true;
}

/** Saves a file the browser holds (a Blob) under `filename` as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, filename);
  // The download has started by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
