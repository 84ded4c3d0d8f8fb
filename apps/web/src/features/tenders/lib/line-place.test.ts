import { describe, expect, it } from 'vitest';
import {
  historyMode,
  type LinePlace,
  placeKey,
  readLinePlace,
  START_PLACE,
  writeLinePlace,
} from './line-place';

const read = (query: string) => readLinePlace(new URLSearchParams(query));
const write = (place: LinePlace, query = '') => writeLinePlace(new URLSearchParams(query), place).toString();

describe('readLinePlace', () => {
  it('reads a plain address as the first page of every line, 30 a page', () => {
    expect(read('')).toEqual(START_PLACE);
    expect(START_PLACE.pageSize).toBe(30);
  });

  it('reads the filter, section, search, page size, page and line', () => {
    expect(read('show=attention&section=51&q=paint%20wall&size=100&page=3&line=245')).toEqual({
      finder: { show: 'attention', section: 51, search: 'paint wall' },
      pageSize: 100,
      page: 3,
      line: 245,
    });
    expect(read('size=all').pageSize).toBe('all');
  });

  it.each([
    ['show=everything', { finder: START_PLACE.finder }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['size=31', { pageSize: 30 }],
    ['size=', { pageSize: 30 }],
    ['line=0', { line: null }],
    ['line=1e3', { line: null }],
    ['section=x', { finder: START_PLACE.finder }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(read(query)).toEqual({ ...START_PLACE, ...expected });
  });
});

describe('writeLinePlace', () => {
  it('leaves defaults out, so a plain place is a plain address', () => {
    expect(write(START_PLACE)).toBe('');
    expect(write({ ...START_PLACE, page: 1, finder: { show: 'all', section: null, search: '' } })).toBe('');
  });

  it('round-trips every field', () => {
    const place: LinePlace = {
      finder: { show: 'unpriced', section: 101, search: '油漆 & wall' },
      pageSize: 'all',
      page: 4,
      line: 1999,
    };
    expect(read(write(place))).toEqual(place);
  });

  it('keeps the keys it does not own and removes those it owns and no longer needs', () => {
    const query = 'show=priced&langcode=ZH&page=7&line=12';
    expect(write({ ...START_PLACE, page: 2 }, query)).toBe('langcode=ZH&page=2');
  });

  it('writes its keys in one order, however the address had them', () => {
    expect(write({ ...START_PLACE, page: 42, line: 1234 }, 'line=1&page=3')).toBe('page=42&line=1234');
  });
});

const on = (change: Partial<LinePlace>): LinePlace => ({ ...START_PLACE, ...change });

describe('historyMode', () => {
  it('pushes a deliberate move: filter, section, page size, a page chosen in the pager', () => {
    expect(
      historyMode(START_PLACE, on({ finder: { ...START_PLACE.finder, show: 'attention' } }), false),
    ).toBe('push');
    expect(historyMode(START_PLACE, on({ finder: { ...START_PLACE.finder, section: 51 } }), false)).toBe(
      'push',
    );
    expect(historyMode(START_PLACE, on({ pageSize: 100 }), false)).toBe('push');
    expect(historyMode(START_PLACE, on({ page: 2 }), true)).toBe('push');
  });

  it('replaces a move made while working: search typing, the keyboard onto another page, the line', () => {
    expect(historyMode(START_PLACE, on({ finder: { ...START_PLACE.finder, search: 'pai' } }), false)).toBe(
      'replace',
    );
    expect(historyMode(START_PLACE, on({ page: 2, line: 31 }), false)).toBe('replace');
    expect(historyMode(on({ line: 3 }), on({ line: 4 }), true)).toBe('replace');
  });
});

describe('placeKey', () => {
  it('tells places apart and the same place written twice as one', () => {
    expect(placeKey(on({ page: 2 }))).toBe(placeKey(on({ page: 2 })));
    expect(placeKey(on({ page: 2 }))).not.toBe(placeKey(on({ page: 3 })));
  });
});
