import { writeFileSync } from 'node:fs';
import { startSignedInPortal } from './demo-portal.ts';
import { restoreInContext } from './sign-in.ts';

// Where a phone's main thread goes on a page (PROFILE_PAGE, default /tender-list): a CPU profile at 412 px
// and 4x slowdown, from navigation to the network going idle, summed by self time per script and per
// function. Writes the raw profile to PROFILE_OUT (a .cpuprofile for DevTools) when set.
const port = Number(process.env.BENCH_WEB_PORT || 8480);
const pagePath = process.env.PROFILE_PAGE || '/tender-list';
const { portal, browser, state } = await startSignedInPortal(port);
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, baseURL: portal.url });
  await restoreInContext(context, state);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  process.stdout.write(`Ended on ${new URL(page.url()).pathname}: "${(await page.title()).slice(0, 60)}"\n`);
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const dts = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries()) self.set(id, (self.get(id) ?? 0) + (dts[i] ?? 0));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    total += us;
    const url = f.url.replace(/^.*\/assets\//, '') || f.functionName;
    byUrl.set(url, (byUrl.get(url) ?? 0) + us);
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  process.stdout.write(
    `${pagePath}: ${(total / 1000).toFixed(0)} ms busy (4x)\nBy script:\n${top(byUrl, 15)}\nBy function:\n${top(byFn, 40)}\n`,
  );
  await browser.close();
} finally {
  await portal.stop();
}
