// Work a page must finish before the session ends (a quotation draft not saved yet). Sign-out and the
// idle sign-out call flushPendingWork first; the page that holds the work registers how to finish it.
// Kept here, below the features, so auth never imports tenders.

/** Finishes the work; resolves true when nothing is left unsaved. */
export type PendingWorkFlush = () => Promise<boolean>;

const flushes = new Set<PendingWorkFlush>();

/** Registers a flush for as long as the page lives; call the returned function on unmount. */
export function registerPendingWork(flush: PendingWorkFlush): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

/** Runs every registered flush; true when all of them left nothing unsaved (a failure counts as false). */
export async function flushPendingWork(): Promise<boolean> {
  const results = await Promise.allSettled([...flushes].map((flush) => flush()));
  return results.every((result) => result.status === 'fulfilled' && result.value);
}
