import type { BuyerRfqInput } from '@tender/api-contract';
import { AppError, ErrorCode } from '../errors/app-error.ts';

// What the contract's schema lets through but the database cannot store, refused as a bad request
// (1000002, naming the field) before anything is written, instead of failing in the database (1000001):
// a date-time the schema's format accepts yet JavaScript cannot read (a leap second, 23:59:60) or that
// falls outside the years 1 to 9999 (year 0 does not exist in PostgreSQL; an offset can move 9999-12-31
// into the year 10000), and a line discount outside 0 to 100 percent (its column holds 99999.99 at most;
// a supplier's discount is 0 to 100 too).

/** The moment of an ISO 8601 date-time of the buyer's, or 1000002 naming `field`. */
export function buyerMoment(text: string, field: string): Date {
  const at = new Date(text);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: field });
  }
  return at;
}

/** Refuses the save's values the database cannot hold (see above). */
export function assertSaveInput(input: BuyerRfqInput): void {
  buyerMoment(input.closingdate, 'closingdate');
  input.siteinspections?.forEach((s, i) => {
    if (s.replydate) buyerMoment(s.replydate, `siteinspections[${i}].replydate`);
  });
  input.lines.forEach((line, i) => {
    if (line.disc === undefined || line.disc === null || line.disc === '') return;
    const disc = Number(line.disc);
    if (!(disc >= 0 && disc <= 100)) {
      throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: `lines[${i}].disc` });
    }
  });
}
