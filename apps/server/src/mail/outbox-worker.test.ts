import { describe, expect, it } from 'vitest';
import { relayAnswer } from './outbox.ts';
import { isPermanentFailure, retryDelayMs } from './outbox-worker.ts';

const SECOND = 1000;
const HOUR = 3_600_000;

describe('retryDelayMs', () => {
  it('waits 30 s after the first refusal, then twice as long each time, at most an hour', () => {
    const delays = Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1, 30 * SECOND) / SECOND);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('keeps trying for the whole of a 24-hour window: thirty attempts', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelayMs(attempts, 30 * SECOND) < 24 * HOUR) {
      elapsed += retryDelayMs(attempts, 30 * SECOND);
      attempts += 1;
    }
    expect(attempts).toBe(30);
    expect(24 * HOUR - elapsed).toBeLessThanOrEqual(HOUR);
  });
});

describe('isPermanentFailure', () => {
  const smtp = (responseCode: number) =>
    Object.assign(new Error(`Message failed: ${responseCode} x`), {
      responseCode,
      response: `${responseCode} x`,
    });

  it.each([550, 552, 553, 554, 535])('gives up on an SMTP %i at once', (code) => {
    expect(isPermanentFailure(smtp(code))).toBe(true);
  });

  it.each([421, 450, 451, 452])('retries an SMTP %i', (code) => {
    expect(isPermanentFailure(smtp(code))).toBe(false);
  });

  it('retries a connection that failed or timed out, and anything unknown', () => {
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(
      false,
    );
    expect(isPermanentFailure(new Error('no answer from the relay within 60000 ms'))).toBe(false);
    expect(isPermanentFailure('weird')).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});

describe('relayAnswer', () => {
  it("keeps the relay's reply rather than the library's wording, on one line", () => {
    const error = Object.assign(
      new Error('Invalid greeting. response=421 4.3.2 Try later: 421 4.3.2 Try later'),
      {
        response: '421 4.3.2 Service shutting down,\r\n try again later',
      },
    );
    expect(relayAnswer(error)).toBe('421 4.3.2 Service shutting down, try again later');
  });

  it("takes the error's message without a reply, and keeps at most 1,000 characters", () => {
    expect(relayAnswer(new Error('connect ECONNREFUSED 127.0.0.1:25'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:25',
    );
    expect(relayAnswer(new Error('x'.repeat(5000)))).toHaveLength(1000);
    expect(relayAnswer('plain')).toBe('plain');
  });
});
