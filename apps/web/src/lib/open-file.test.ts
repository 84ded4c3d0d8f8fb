import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFile } from './open-file';

interface FakeTab {
  opener: unknown;
  location: { href: string };
  closed: boolean;
  close(): void;
}

describe('openFile', () => {
  const events: string[] = [];
  const tabs: FakeTab[] = [];
  let headOk = true;
  let start = 0;
  // The download slots are module state: each test starts a minute after the one before.
  let clock = Date.now() + 3_600_000;
  const at = () => Date.now() - start;

  beforeEach(() => {
    vi.useFakeTimers();
    clock += 60_000;
    vi.setSystemTime(clock);
    start = Date.now();
    events.length = 0;
    tabs.length = 0;
    headOk = true;
    vi.stubGlobal('window', {
      open: (url: string) => {
        events.push(`tab ${url} @${at()}`);
        const tab: FakeTab = {
          opener: {},
          location: { href: url },
          closed: false,
          close() {
            this.closed = true;
          },
        };
        tabs.push(tab);
        return tab;
      },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    });
    vi.stubGlobal('document', {
      createElement: () => {
        const anchor = { href: '', download: '', rel: '', click: () => {}, remove: () => {} };
        anchor.click = () => events.push(`download ${anchor.href} as ${anchor.download} @${at()}`);
        return anchor;
      },
      body: { append: () => {} },
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      events.push(`${init.method} ${url}`);
      return { ok: headOk };
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a viewable file in a tab it opened at the click, after checking the link', async () => {
    await expect(openFile({ docurl: '/f/1', filename: 'Quote.PDF' })).resolves.toBe(true);
    expect(events).toEqual(['tab  @0', 'HEAD /f/1']);
    expect(tabs[0]).toMatchObject({ opener: null, location: { href: '/f/1' }, closed: false });
  });

  it('downloads a file that is not viewable, svg included', async () => {
    await expect(openFile({ docurl: '/f/2', filename: 'drawing.svg' })).resolves.toBe(true);
    expect(events).toEqual(['HEAD /f/2', 'download /f/2 as drawing.svg @0']);
  });

  it('reports a link that does not work and closes the tab it opened', async () => {
    headOk = false;
    const results = Promise.all([
      openFile({ docurl: '/f/3', filename: 'a.txt' }),
      openFile({ docurl: '/f/4', filename: 'a.docx' }),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await results).toEqual([false, false]);
    expect(tabs[0]?.closed).toBe(true);
    expect(events.filter((e) => e.startsWith('download'))).toEqual([]);
  });

  it('sends a GET-only link without checking it', async () => {
    await openFile({ docurl: '/zip', filename: 'R-1-attachments.zip' }, { check: false });
    expect(events).toEqual(['download /zip as R-1-attachments.zip @0']);
  });

  it('spaces several files 1000 ms apart', async () => {
    const all = Promise.all([
      openFile({ docurl: '/a', filename: 'a.docx' }, { check: false }),
      openFile({ docurl: '/b', filename: 'b.docx' }, { check: false }),
      openFile({ docurl: '/c', filename: 'c.docx' }, { check: false }),
    ]);
    await vi.advanceTimersByTimeAsync(2500);
    await all;
    expect(events).toEqual([
      'download /a as a.docx @0',
      'download /b as b.docx @1000',
      'download /c as c.docx @2000',
    ]);
  });
});
