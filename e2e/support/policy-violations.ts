import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports, as the `securitypolicyviolation`
 * event and as the console error Chromium logs. Call before the first `page.goto`.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void })
        .reportPolicyViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
