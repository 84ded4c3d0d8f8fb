import type { LineInput } from './line-types.ts';

// For the performance test and the benchmark (not part of the package's API).
// A large tender as it comes from the database: a heading every 50 lines, a subtotal every 10 lines
// summing the three lines before it, and quantity x price lines in between. Lines are object literals
// of one shape, like rows from the driver or JSON.parse (see calculateLines on other shapes).
function line(
  seqno: number,
  header: boolean,
  autocal: string,
  quantity: string | null,
  unitprice: string | null,
) {
  const disc = seqno % 3 === 0 ? '95.50' : null;
  return { seqno, header, autocal, totalamountreq: true, quantity, unitprice, totallineamount: null, disc };
}

export function buildLargeTender(count: number): LineInput[] {
  const lines: LineInput[] = [];
  for (let seqno = 1; seqno <= count; seqno += 1) {
    if (seqno % 50 === 1) lines.push(line(seqno, true, '', null, null));
    else if (seqno % 10 === 0)
      lines.push(line(seqno, false, `${seqno - 1}+${seqno - 2}+${seqno - 3}`, null, null));
    else {
      const quantity = `${(seqno % 7) + 1}.00`;
      lines.push(line(seqno, false, 'Y', quantity, `${seqno * 3}.${String(seqno % 100).padStart(2, '0')}`));
    }
  }
  return lines;
}
