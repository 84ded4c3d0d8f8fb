import type { TenderLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { LineStore } from './line-store';

const line = (seqno: number, autocal = 'Y'): TenderLine => ({
  seqno,
  description: `Line ${seqno}`,
  longdesc: '',
  remark: '',
  bold: '0',
  underline: '0',
  header: '0',
  autocal,
  required: '1',
  qtyrequired: '0',
  totalamountreq: '1',
  neednotes: '0',
  quantity: '1',
  unit: 'pc',
  unitprice: null,
  totallineamount: null,
  disc: null,
  disclineamt: null,
  linenotes: '',
  changedfields: [],
  awarded: '0',
});

describe('LineStore', () => {
  it('notifies only the edited line, the sum lines above it and the general listeners', () => {
    const store = new LineStore([line(1), line(2), line(3, '1+2'), line(4, '3')]);
    const notified: number[] = [];
    for (const seqno of [1, 2, 3, 4]) store.subscribeLine(seqno, () => notified.push(seqno));
    let general = 0;
    store.subscribe(() => {
      general += 1;
    });

    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '5' });

    expect(notified.sort()).toEqual([1, 3, 4]);
    expect(general).toBe(1);
    expect(store.getState().summary.total).toBe('5.00');
  });

  it('stops notifying after unsubscribe', () => {
    const store = new LineStore([line(1)]);
    let calls = 0;
    const unsubscribe = store.subscribeLine(1, () => {
      calls += 1;
    });
    unsubscribe();
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '5' });
    expect(calls).toBe(0);
  });
});
