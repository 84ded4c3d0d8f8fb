import type { LineInput } from '../line-types.ts';

/** A quantity x price entry line (autocal 'Y', total required) with the given overrides, for tests. */
export function buildLine(overrides: Partial<LineInput> & { seqno: number }): LineInput {
  return {
    header: false,
    autocal: 'Y',
    totalamountreq: true,
    quantity: null,
    unitprice: null,
    totallineamount: null,
    disc: null,
    ...overrides,
  };
}

/** A heading row, for tests. */
export function buildHeader(seqno: number): LineInput {
  return buildLine({ seqno, header: true, autocal: '', totalamountreq: false });
}

/** A sum line adding up the listed seq numbers, for tests. */
export function buildSumLine(seqno: number, parts: readonly number[]): LineInput {
  return buildLine({ seqno, autocal: parts.join('+') });
}
