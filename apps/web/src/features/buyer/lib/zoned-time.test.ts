import { describe, expect, it } from 'vitest';
import { wallTimeAt, wallTimeToIso, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('reads a zone offset', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'Asia/Hong_Kong')).toBe(480);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'UTC')).toBe(0);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(330);
  });

  it('writes a wall time of a zone with its offset', () => {
    const wall = { year: 2026, month: 12, day: 1, hour: 12, minute: 0 };
    expect(wallTimeToIso(wall, 'Asia/Hong_Kong')).toBe('2026-12-01T12:00:00+08:00');
    expect(wallTimeToIso(wall, 'America/New_York')).toBe('2026-12-01T12:00:00-05:00');
    expect(wallTimeToIso({ ...wall, month: 7 }, 'America/New_York')).toBe('2026-07-01T12:00:00-04:00');
    expect(wallTimeToIso(wall, 'Asia/Kolkata')).toBe('2026-12-01T12:00:00+05:30');
    expect(new Date(wallTimeToIso(wall, 'Asia/Hong_Kong')).toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('reads the wall clock of a zone at a moment, the inverse', () => {
    const instant = new Date('2026-12-01T04:00:00Z');
    const wall = wallTimeAt(instant, 'Asia/Hong_Kong');
    expect(wall).toEqual({ year: 2026, month: 12, day: 1, hour: 12, minute: 0 });
    expect(new Date(wallTimeToIso(wall, 'Asia/Hong_Kong')).getTime()).toBe(instant.getTime());
  });
});
