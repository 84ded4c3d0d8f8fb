import { describe, expect, it } from 'vitest';
import { flushPendingWork, flushPendingWorkOutcome, registerPendingWork } from './pending-work';

/** A page's work with `unsaved` changes that `save` saves (or not). */
function work(save: () => Promise<boolean>) {
  const state = { unsaved: true, flushed: 0 };
  const unregister = registerPendingWork({
    hasUnsaved: () => state.unsaved,
    flush: async () => {
      state.flushed += 1;
      const ok = await save();
      if (ok) state.unsaved = false;
      return ok;
    },
  });
  return { state, unregister };
}

describe('pending work before sign-out', () => {
  it('is done when nothing is registered', async () => {
    await expect(flushPendingWork()).resolves.toBe(true);
    await expect(flushPendingWorkOutcome()).resolves.toBe('nothing');
  });

  it('saves every page with unsaved work and says whether all of it is saved', async () => {
    const saving = work(async () => true);
    const failing = work(async () => {
      throw new Error('offline');
    });
    await expect(flushPendingWorkOutcome()).resolves.toBe('unsaved');
    failing.unregister();
    // The first page saved on the first try: nothing is left, so nothing is flushed again.
    await expect(flushPendingWorkOutcome()).resolves.toBe('saved');
    await expect(flushPendingWork()).resolves.toBe(true);
    expect(saving.state.flushed).toBe(1);
    saving.unregister();
    await expect(flushPendingWorkOutcome()).resolves.toBe('nothing');
  });

  it('tells saved work from none at all (the notice after an idle sign-out)', async () => {
    const page = work(async () => true);
    await expect(flushPendingWorkOutcome()).resolves.toBe('saved');
    page.unregister();
  });

  it('counts a save that leaves changes unsaved as unsaved', async () => {
    const page = work(async () => false);
    await expect(flushPendingWorkOutcome()).resolves.toBe('unsaved');
    await expect(flushPendingWork()).resolves.toBe(false);
    expect(page.state.flushed).toBe(2);
    page.unregister();
  });
});
