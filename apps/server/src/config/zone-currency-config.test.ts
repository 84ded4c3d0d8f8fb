import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// TIME_ZONE, TIME_ZONE_LABEL and CURRENCY (issue 12): every date-time is shown in the group's zone with
// its label, every amount with its currency.
describe('time zone and currency settings', () => {
  it('defaults to Hong Kong, HKT and HKD', () => {
    expect(loadConfig({})).toMatchObject({
      timeZone: 'Asia/Hong_Kong',
      timeZoneLabel: 'HKT',
      currency: 'HKD',
    });
  });

  it('labels another zone with its name unless a label is given', () => {
    expect(loadConfig({ TIME_ZONE: 'Asia/Singapore' })).toMatchObject({
      timeZone: 'Asia/Singapore',
      timeZoneLabel: 'Asia/Singapore',
    });
    expect(loadConfig({ TIME_ZONE: 'Asia/Singapore', TIME_ZONE_LABEL: 'SGT' }).timeZoneLabel).toBe('SGT');
    expect(loadConfig({ CURRENCY: 'sgd' }).currency).toBe('SGD');
  });

  it('refuses an unknown time zone or a currency that is not a code at start, not at first use', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => loadConfig({ CURRENCY: 'dollars' })).toThrow(/CURRENCY/);
  });
});
