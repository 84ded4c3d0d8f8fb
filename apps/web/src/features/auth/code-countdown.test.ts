import { describe, expect, it } from 'vitest';
import { codeValidity, nextTickDelay, sameAccount, secondsLeft, sendButtonFor } from './code-countdown';

describe('secondsLeft', () => {
  it.each([
    [30_000, 0, 30],
    [30_000, 1, 30],
    [30_000, 999, 30],
    [30_000, 1000, 29],
    [30_000, 29_001, 1],
    [30_000, 30_000, 0],
    [30_000, 45_000, 0],
    [0, 1_000_000, 0],
  ])('ends at %i ms, now %i ms: %i s', (endsAt, now, expected) => {
    expect(secondsLeft(endsAt, now)).toBe(expected);
  });
});

describe('nextTickDelay', () => {
  it('waits until the seconds shown change, and a little more', () => {
    expect(nextTickDelay(30_000, 0)).toBe(1010);
    expect(nextTickDelay(30_000, 250)).toBe(760);
    expect(nextTickDelay(30_000, 29_999)).toBe(11);
    expect(nextTickDelay(30_000, 30_000)).toBe(0);
  });

  it('always lands on a smaller number of seconds, however the timer fires', () => {
    const endsAt = 90_000;
    let now = 0;
    const shown = [secondsLeft(endsAt, now)];
    while (secondsLeft(endsAt, now) > 0) {
      now += nextTickDelay(endsAt, now);
      shown.push(secondsLeft(endsAt, now));
    }
    expect(shown).toEqual(Array.from({ length: 91 }, (_, i) => 90 - i));
  });
});

describe('sendButtonFor', () => {
  it('is free before any code was sent', () => {
    expect(sendButtonFor(null, 'amy', 0)).toEqual({ remaining: 0, sentBefore: false });
  });

  it("counts down the server's gap for the login id the code went to", () => {
    expect(sendButtonFor('amy', 'amy', 27)).toEqual({ remaining: 27, sentBefore: true });
    // The server reads login ids without case or surrounding spaces.
    expect(sendButtonFor('amy', ' AMY ', 27)).toEqual({ remaining: 27, sentBefore: true });
  });

  it('says Resend once the gap is over for that id', () => {
    expect(sendButtonFor('amy', 'amy', 0)).toEqual({ remaining: 0, sentBefore: true });
  });

  it('frees the button at once when another login id is typed (the gap is per account)', () => {
    expect(sendButtonFor('amy', 'amy.lee', 27)).toEqual({ remaining: 0, sentBefore: false });
    expect(sendButtonFor('amy', '', 27)).toEqual({ remaining: 0, sentBefore: false });
  });

  it('holds the button again when the first id is typed back while its gap runs', () => {
    expect(sendButtonFor('amy', 'amy.lee', 12).remaining).toBe(0);
    expect(sendButtonFor('amy', 'amy', 12).remaining).toBe(12);
  });
});

describe('sameAccount', () => {
  it('compares login ids as the server does', () => {
    expect(sameAccount('Demo.Supplier', 'demo.supplier ')).toBe(true);
    expect(sameAccount('demo.supplier', 'demo.supplier2')).toBe(false);
  });
});

describe('codeValidity', () => {
  it.each([
    [900, 'code.validMinutes', 15],
    [60, 'code.validMinutes', 1],
    [600, 'code.validMinutes', 10],
    [90, 'code.validSeconds', 90],
    [45, 'code.validSeconds', 45],
  ])('%i s is said as %s with %i', (ttl, key, count) => {
    expect(codeValidity(ttl)).toEqual({ key, count });
  });
});
