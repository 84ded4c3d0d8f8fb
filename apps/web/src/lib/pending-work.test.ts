import { describe, expect, it } from 'vitest';
import { flushPendingWork, registerPendingWork } from './pending-work';

describe('pending work before sign-out', () => {
  it('is done when nothing is registered', async () => {
    await expect(flushPendingWork()).resolves.toBe(true);
  });

  it('runs every registered flush and says whether all of them finished', async () => {
    let flushed = 0;
    const unregister = registerPendingWork(async () => {
      flushed += 1;
      return true;
    });
    const unregisterFailing = registerPendingWork(async () => {
      throw new Error('offline');
    });
    await expect(flushPendingWork()).resolves.toBe(false);
    unregisterFailing();
    await expect(flushPendingWork()).resolves.toBe(true);
    expect(flushed).toBe(2);
    unregister();
  });
});
