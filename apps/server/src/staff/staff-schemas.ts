import { type Static, Type } from 'typebox';
import { FlagInput, QuotationLineInput } from '../tenders/tender-schemas.ts';

const Udztbnum = Type.String({ minLength: 1, maxLength: 100 });

/**
 * updateudztb_supp: staff type in the prices of a supplier's paper quotation. The lines have the shape
 * of a supplier save; `user` is the client's idea of the caller and is ignored (the session decides).
 */
export const HardCopyInputParams = Type.Object({
  user: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()])),
  udztb: Type.Union([Type.Array(Udztbnum, { minItems: 1, maxItems: 1 }), Udztbnum]),
  updateudztbline: Type.Array(QuotationLineInput, { maxItems: 10_000 }),
  /** The paper quote's 'Attended all site inspection(s)?' box (only for tenders with site inspections). */
  attendedall: Type.Optional(FlagInput),
  /** The header version the client read: when given, an input over a newer change is refused. */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type HardCopyInputParams = Static<typeof HardCopyInputParams>;
