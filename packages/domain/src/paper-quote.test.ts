import { describe, expect, it } from 'vitest';
import {
  canInputPaperQuote,
  canRecordPaperDecline,
  paperQuoteRights,
  statusAfterPaperQuote,
} from './paper-quote.ts';

// Spec 4.4: what staff may record from the paper in each status, whatever the online window says.
describe.each([
  ['NEW', { quote: true, decline: true }],
  ['DRAFT', { quote: true, decline: true }],
  ['WTQUOTE', { quote: true, decline: true }],
  ['NORESPONSE', { quote: true, decline: false }],
  ['SUBMITED', { quote: true, decline: false }],
  ['LOST', { quote: false, decline: false }],
  ['AWARDED', { quote: false, decline: false }],
  ['DECLINED', { quote: false, decline: false }],
  ['CANCELD', { quote: false, decline: false }],
  ['new', { quote: false, decline: false }],
])('in %s', (status, expected) => {
  it(`a paper quote ${expected.quote ? 'may' : 'may not'} be input`, () => {
    expect(canInputPaperQuote(status)).toBe(expected.quote);
    expect(statusAfterPaperQuote(status)).toBe(expected.quote ? 'SUBMITED' : null);
  });
  it(`a paper decline ${expected.decline ? 'may' : 'may not'} be recorded`, () => {
    expect(canRecordPaperDecline(status)).toBe(expected.decline);
  });
});

// Spec 4.4: staff type in what the supplier could have typed online.
describe.each([
  [{ pricenegotiation: '0', hassiteinspection: '0' }, [true, true, false, true, false]],
  [{ pricenegotiation: '1', hassiteinspection: '0' }, [false, false, true, true, false]],
  [{ pricenegotiation: false, hassiteinspection: true }, [true, true, false, true, true]],
  [{ pricenegotiation: true, hassiteinspection: '1' }, [false, false, true, true, true]],
])('a paper quote of %o', (view, [quantity, price, discount, notes, inspection]) => {
  it('opens the fields the supplier had online', () => {
    expect(paperQuoteRights(view)).toEqual({
      quantityEditable: quantity,
      priceEditable: price,
      discountEditable: discount,
      notesEditable: notes,
      siteInspectionEditable: inspection,
    });
  });
});
