import { describe, expect, it } from 'vitest';
import { timeLeftText } from './idle-warning-dialog';

describe('the time left before the idle sign-out', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [119_000, '1:59'],
    [61_000, '1:01'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });
});
