import { isInlineViewable } from '@tender/domain';

// The signed link (docurl) is checked with a HEAD first, so a failure can be told to the user instead of
// opening a tab with an error in it.
async function linkWorks(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Shows a document: viewable types (txt, jpeg, jpg, png, pdf) in a new tab, anything else as a download.
 * Resolves false when the file could not be loaded.
 */
export async function openDocument(doc: { filename: string; docurl: string }): Promise<boolean> {
  if (isInlineViewable(doc.filename)) {
    // Opened before the check, while the click still counts as a user gesture for the pop-up blocker.
    const tab = window.open('', '_blank');
    if (!(await linkWorks(doc.docurl))) {
      tab?.close();
      return false;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = doc.docurl;
    } else {
      window.open(doc.docurl, '_blank', 'noopener');
    }
    return true;
  }
  if (!(await linkWorks(doc.docurl))) return false;
  const anchor = document.createElement('a');
  anchor.href = doc.docurl;
  anchor.download = doc.filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  return true;
}
