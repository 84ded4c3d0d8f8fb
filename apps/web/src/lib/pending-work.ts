// Work a page must finish before the session ends (a quotation draft not saved yet). Sign-out and the
// idle sign-out call flushPendingWork first; the page that holds the work registers how to finish it.
// Kept here, below the features, so auth never imports tenders.

/** Work a page holds: whether some of it is unsaved now, and how to save it. */
export interface PendingWork {
  hasUnsaved: () => boolean;
  /** Saves what is unsaved; resolves true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
}

const registered = new Set<PendingWork>();

/** Registers the work of a page for as long as the page lives; call the returned function on unmount. */
export function registerPendingWork(work: PendingWork): () => void {
  registered.add(work);
  return () => registered.delete(work);
}

/** Saves every page's unsaved work; true when all of it is saved (a failure counts as false). */
export async function flushPendingWork(): Promise<boolean> {
  return (await flushPendingWorkOutcome()) !== 'unsaved';
}

/**
 * Saves every page's unsaved work and says what happened: 'nothing' (no page holds work), 'saved' (a page
 * does, and all of its changes are saved now, by this flush or before) or 'unsaved' (some could not be).
 */
export async function flushPendingWorkOutcome(): Promise<'nothing' | 'saved' | 'unsaved'> {
  if (registered.size === 0) return 'nothing';
  const pending = [...registered].filter((work) => work.hasUnsaved());
  const results = await Promise.allSettled(pending.map((work) => work.flush()));
  return results.every((result) => result.status === 'fulfilled' && result.value) ? 'saved' : 'unsaved';
}
