import type { QuotationLineInput } from '@tender/api-contract';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { wholeNumber } from '../http/request-values.ts';
import type { LineEntryInput } from './quotation-lines.ts';
import type { QuotationChanges } from './quotation-service.ts';

// Turns the loosely typed request fields (numbers or strings, '0'/'1' flags) into the services' input.

/** A decimal field as text: JSON numbers become their shortest exact spelling, null and absent stay so. */
function decimalText(value: string | number | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return typeof value === 'number' ? String(value) : value;
}

export function lineEntryOf(line: QuotationLineInput): LineEntryInput {
  return {
    seqno: wholeNumber(line.seqno),
    quantity: decimalText(line.quantity),
    unitprice: decimalText(line.unitprice),
    totallineamount: decimalText(line.totallineamount),
    disc: decimalText(line.disc),
    linenotes: line.linenotes,
  };
}

export interface QuotationPayload {
  updateudztbline?: QuotationLineInput[];
  reminder?: QuotationChanges['reminder'];
  attendedall?: QuotationChanges['attendedall'];
  commentstojll?: string | null;
}

export function quotationChangesOf(payload: QuotationPayload): QuotationChanges {
  return {
    entries: (payload.updateudztbline ?? []).map(lineEntryOf),
    reminder: payload.reminder,
    attendedall: payload.attendedall,
    commentstojll: payload.commentstojll ?? undefined,
  };
}

/**
 * The one tender a save names (`udztb` as a list of one or a plain string). Every line names its tender
 * too; a line of another tender in the same body is a mistake, refused rather than silently dropped.
 */
export function savedUdztbnumOf(udztb: string | string[], lines: QuotationLineInput[] | undefined): string {
  const udztbnum = (Array.isArray(udztb) ? (udztb[0] ?? '') : udztb).trim();
  const foreign = lines?.find((line) => line.udztbnum && line.udztbnum.trim() !== udztbnum);
  if (foreign) throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'updateudztbline.udztbnum' });
  return udztbnum;
}

/** The tender and the changes of a save: the supplier's (updateudztb) or staff's paper quote (updateudztb_supp). */
export function quotationSaveOf(params: QuotationPayload & { udztb: string | string[] }): {
  udztbnum: string;
  changes: QuotationChanges;
} {
  return {
    udztbnum: savedUdztbnumOf(params.udztb, params.updateudztbline),
    changes: quotationChangesOf(params),
  };
}
