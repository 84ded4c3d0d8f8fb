import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { recordedUrl } from './handoff.ts';
import { HANDOFF_RETRY_MIN_MS, handoffOptions, isPermanentRefusal } from './handoff-worker.ts';

// The ERP hand-off's rules that need no database: which answers end the retries, how long it is tried,
// what of the URL a row keeps, and the settings that go together.

const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: '/tmp/tp-handoff', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('the ERP hand-off', () => {
  it.each([
    [null, false],
    [200, false],
    [301, false],
    [400, true],
    [401, true],
    [404, true],
    [408, false],
    [422, true],
    [429, false],
    [500, false],
    [503, false],
  ])('answer %s ends the retries: %s', (status, permanent) => {
    expect(isPermanentRefusal(status)).toBe(permanent);
  });

  it('is tried for at least 24 hours, longer when MAIL_RETRY_HOURS says so', () => {
    const options = (hours: number) =>
      handoffOptions({ mailRetryFirstMs: 30_000, mailRetryForMs: hours * 3_600_000, mailLeaseMs: 120_000 });
    expect(options(1).retryForMs).toBe(HANDOFF_RETRY_MIN_MS);
    expect(options(48).retryForMs).toBe(48 * 3_600_000);
  });

  it("keeps the URL's origin and path only: no user, password or query", () => {
    expect(recordedUrl('https://erp:s3cret@erp.example.com:8443/hooks/award?key=abc#x')).toBe(
      'https://erp.example.com:8443/hooks/award',
    );
  });

  it('takes AWARD_WEBHOOK_URL only with its secret, and never echoes either', () => {
    const url = 'https://erp:s3cret@erp.example.com/hooks';
    expect(problems({ AWARD_WEBHOOK_URL: url })).toEqual([
      'AWARD_WEBHOOK_URL needs AWARD_WEBHOOK_SECRET to be set',
    ]);
    const bad = problems({ AWARD_WEBHOOK_URL: url, AWARD_WEBHOOK_SECRET: 'whsec_short' });
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^AWARD_WEBHOOK_SECRET: /);
    expect(bad.join()).not.toContain('short');
    expect(
      problems({ AWARD_WEBHOOK_URL: 'ftp://erp.example.com/x', AWARD_WEBHOOK_SECRET: SECRET }).join(),
    ).not.toContain('ftp://');
    const config = loadConfig({
      DATA_DIR: '/tmp/tp-handoff',
      AWARD_WEBHOOK_URL: url,
      AWARD_WEBHOOK_SECRET: SECRET,
    });
    expect(config.awardWebhook).toEqual({ url, secret: SECRET });
    expect(loadConfig({ DATA_DIR: '/tmp/tp-handoff' }).awardWebhook).toBeUndefined();
  });
});
