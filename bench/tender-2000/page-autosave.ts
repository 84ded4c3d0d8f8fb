import type { Browser } from '@playwright/test';
import { median } from '../lib/stats.ts';
import { restoreInContext, type SignedInState } from '../web/sign-in.ts';
import { LARGE_TENDER } from './api-save.ts';

export interface PageAutosave {
  saves: number;
  /** Request line and headers plus body, as Chromium sent them (Playwright's request.sizes()). */
  sentMedian: number;
  sentMax: number;
  /** The request body alone. */
  bodyMedian: number;
  /** Response headers plus the body as it came over the wire (compressed, as the browser asked). */
  receivedMedian: number;
  receivedMax: number;
  /** The reply's JSON once decompressed: what the page parses. */
  decodedMedian: number;
  decodedMax: number;
  /** How many lines each reply carried (median). */
  replyLines: number;
  /** From the request leaving to the reply's end (median). */
  roundTripMedian: number;
}

/**
 * The autosave of one typed price as the page makes it (issue 30): in Chromium, on the 2,000-line tender,
 * a unit price typed and the cell left with Tab, then the save the page sends a moment later. Counted
 * from Chromium's own sizes of that request and its reply, so whatever the page asks for (and gets) is
 * what is measured, not a body made up by the bench. Each save types another line's price.
 */
export async function measurePageAutosave(
  browser: Browser,
  baseUrl: string,
  signedIn: SignedInState,
  saves = 5,
): Promise<PageAutosave> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    await restoreInContext(context, signedIn);
    const page = await context.newPage();
    await page.goto(`/tenderdetail/${LARGE_TENDER}/1/WTQUOTE`);
    const inputs = page.locator('input[aria-label^="Unit price of line"]:not([disabled])');
    await inputs.first().waitFor({ timeout: 60_000 });
    const samples: {
      sent: number;
      body: number;
      received: number;
      decoded: number;
      lines: number;
      roundTrip: number;
    }[] = [];
    for (let save = 0; save < saves; save += 1) {
      const input = inputs.nth(save + 1);
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/util/update') && (r.postData() ?? '').includes('"updateudztb"'),
        { timeout: 30_000 },
      );
      await input.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(`${310 + save}.25`);
      await page.keyboard.press('Tab');
      const sentRequest = await request;
      const response = await sentRequest.response();
      if (!response) throw new Error('The autosave got no reply');
      const decoded = await response.body();
      const sizes = await sentRequest.sizes();
      const timing = sentRequest.timing();
      const reply = JSON.parse(decoded.toString('utf8')) as { code: number; updateudztbline?: unknown[] };
      if (reply.code !== 0) throw new Error(`The autosave was refused: ${decoded.toString('utf8')}`);
      samples.push({
        sent: sizes.requestHeadersSize + sizes.requestBodySize,
        body: sizes.requestBodySize,
        received: sizes.responseHeadersSize + sizes.responseBodySize,
        decoded: decoded.length,
        lines: reply.updateudztbline?.length ?? 0,
        roundTrip: timing.responseEnd,
      });
      // The status reads Saved before the next line is typed, so each save carries one line.
      await page
        .getByTestId('autosave-status')
        .getByText(/Saved at/)
        .waitFor({ timeout: 30_000 });
    }
    const of = (key: keyof (typeof samples)[number]) => samples.map((sample) => sample[key]);
    return {
      saves: samples.length,
      sentMedian: median(of('sent')),
      sentMax: Math.max(...of('sent')),
      bodyMedian: median(of('body')),
      receivedMedian: median(of('received')),
      receivedMax: Math.max(...of('received')),
      decodedMedian: median(of('decoded')),
      decodedMax: Math.max(...of('decoded')),
      replyLines: median(of('lines')),
      roundTripMedian: median(of('roundTrip')),
    };
  } finally {
    await context.close();
  }
}
