import { describe, expect, it } from 'vitest';
import { listParamsOf } from '../hooks/use-list-params';
import { orderByKey } from './list-filter';

describe('the list order in the URL', () => {
  it('reads ?order=closing-asc, and anything else as the default (latest closing date first)', () => {
    expect(orderByKey('closing-asc')).toBe('closing-asc');
    expect(orderByKey('closing-desc')).toBe('closing-desc');
    expect(orderByKey(null)).toBe('closing-desc');
    expect(orderByKey('closingdate; drop table')).toBe('closing-desc');
  });

  it('comes with the page, filter and search of the list', () => {
    const params = listParamsOf(new URLSearchParams('page=2&q=roof&order=closing-asc'));
    expect(params).toMatchObject({ page: 2, search: 'roof', order: 'closing-asc' });
    expect(listParamsOf(new URLSearchParams('')).order).toBe('closing-desc');
  });
});
