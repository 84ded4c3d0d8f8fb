import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { LineStore } from './line-store';
import { draftPayload, saveQuotationBody } from './quotation-payload';

const row = buildLineRow;

describe('the body of a save (updateudztb)', () => {
  it('asks for the changed lines only, whatever it sends', () => {
    const store = new LineStore([row(1), row(2), row(3)]);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '12.5' });
    const { lines } = draftPayload(store.getState(), 'T-1');
    // An autosave of one typed price: the one line, and only what changed comes back (issue 30).
    const autosave = saveQuotationBody({ user: 'u', udztbnum: 'T-1', lines, version: 7 });
    expect(autosave).toMatchObject({
      reqname: 'updateudztb',
      udztb: ['T-1'],
      version: 7,
      replylines: 'changed',
      updateudztbline: [{ seqno: 2, udztbnum: 'T-1', unitprice: '12.50' }],
    });
    // Save and Submit send the header's fields with whatever lines are dirty (none here): same ask.
    const save = saveQuotationBody({
      user: 'u',
      udztbnum: 'T-1',
      lines: [],
      reminder: '1',
      attendedall: '1',
      commentstojll: 'ok',
      version: 8,
    });
    expect(save.replylines).toBe('changed');
    expect(save).toMatchObject({ reminder: '1', attendedall: '1', commentstojll: 'ok', updateudztbline: [] });
  });

  it('stays small for one line: a few hundred bytes, well under the 4 KB an autosave may send', () => {
    const store = new LineStore(Array.from({ length: 2000 }, (_, index) => row(index + 1)));
    store.dispatch({ type: 'edit', seqno: 1500, field: 'unitprice', text: '99' });
    const { lines } = draftPayload(store.getState(), 'TB10020');
    const body = JSON.stringify(
      saveQuotationBody({ user: 'demo.supplier', udztbnum: 'TB10020', lines, version: 3 }),
    );
    expect(body.length).toBeLessThan(400);
  });
});
