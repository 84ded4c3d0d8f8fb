import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { type Portal, startPortal } from '../lib/portal-process.ts';
import { DEMO_SUPPLIER, type SignedInState, signIn } from './sign-in.ts';
import { ensureWebBuild } from './web-build.ts';

export interface SignedInPortal {
  portal: Portal;
  browser: Browser;
  /** The demo supplier's session, to restore in a context (restoreInContext) or a Lighthouse run. */
  state: SignedInState;
}

/**
 * What a quick look at one page starts from (probe.ts, profile.ts): the demo portal on `port` serving the
 * web build at WEB_DIST (else apps/web/dist, built if missing), Chromium, and the demo supplier signed
 * in. The caller closes the browser and stops the portal.
 */
export async function startSignedInPortal(port: number): Promise<SignedInPortal> {
  const webDist = ensureWebBuild(process.env.WEB_DIST || undefined);
  const portal = await startPortal({
    port,
    webDist,
    env: { CODE_RESEND_SECONDS: '0', CODES_PER_HOUR: '1000' },
  });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const state = await signIn(browser, portal, DEMO_SUPPLIER);
    return { portal, browser, state };
  } catch (error) {
    await portal.stop();
    throw error;
  }
}
