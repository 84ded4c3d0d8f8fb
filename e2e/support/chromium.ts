// Debian's Chromium, as the tests and the benchmarks drive it: headless, and with nothing that would
// reach the network (no internet here) or vary from run to run.
export const CHROMIUM_PATH = process.env.CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
