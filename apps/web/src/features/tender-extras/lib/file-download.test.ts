import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isViewable, openFile } from './file-download';

describe('isViewable', () => {
  it('opens txt, jpeg, jpg, png, svg and pdf in a viewer, any case', () => {
    for (const name of ['a.txt', 'b.JPEG', 'c.jpg', 'd.png', 'e.svg', 'f.Pdf'])
      expect(isViewable(name)).toBe(true);
    for (const name of ['a.docx', 'b.zip', 'c.html', 'noextension']) expect(isViewable(name)).toBe(false);
  });
});

describe('openFile', () => {
  const opened: { url: string; at: number }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    opened.length = 0;
    vi.stubGlobal('window', {
      open: (url: string) => opened.push({ url, at: Date.now() }),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('spaces several downloads 1000 ms apart', async () => {
    const start = Date.now();
    const all = Promise.all([openFile('/a', 'a.pdf'), openFile('/b', 'b.pdf'), openFile('/c', 'c.pdf')]);
    await vi.advanceTimersByTimeAsync(2500);
    await all;
    expect(opened.map((o) => [o.url, o.at - start])).toEqual([
      ['/a', 0],
      ['/b', 1000],
      ['/c', 2000],
    ]);
  });
});
