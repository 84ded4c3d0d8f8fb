import { type Static, Type } from 'typebox';
import { FlagInput, IgnoredId, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineNamedOperation } from './operation.ts';
import { QuotationLineInput, TenderLine, TenderStatusOut, Udztbnum } from './tenders.ts';

// Staff on a hard-copy tender of their site (spec 4.4): typing in the supplier's paper quote. The paper
// decline is /workflow/submitworkflow (see the tenders).

/**
 * updateudztb_supp: staff type in the prices of a supplier's paper quotation. The lines have the shape
 * of a supplier save; `user` is the client's idea of the caller and is ignored (the session decides).
 */
export const HardCopyInputParams = Type.Object({
  user: IgnoredId,
  udztb: Type.Union([Type.Array(Udztbnum, { minItems: 1, maxItems: 1 }), Udztbnum], {
    description: 'The tender: a list of one udztbnum, or the udztbnum itself.',
  }),
  updateudztbline: Type.Array(QuotationLineInput, {
    maxItems: 10_000,
    description: 'The paper quote, line by line: the fields a supplier could type online, and notes.',
  }),
  attendedall: Type.Optional(
    Type.With(FlagInput, {
      description:
        "The paper's 'Attended all site inspection(s)?' box; only for an RFQ with site inspections.",
    }),
  ),
  version: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        "The header's `version` the client read: when given, an input over a newer change is 4000006.",
    }),
  ),
});
export type HardCopyInputParams = Static<typeof HardCopyInputParams>;

export const updateUdztbSupp = defineNamedOperation({
  kind: 'update',
  reqname: 'updateudztb_supp',
  summary: "Staff type in a hard-copy tender's paper quote (once)",
  description:
    "In one transaction under the invitation's row lock, through the supplier save's checks and " +
    'calculation; the quote must be complete (spec 5 failures: 4000007). The closing date is not checked: ' +
    'the paper arrived in time. The tender is then marked inputted and becomes SUBMITED.',
  role: 'staff',
  params: HardCopyInputParams,
  reply: Ok({
    updateudztbline: Type.Array(TenderLine, { description: 'Every line, recomputed as stored.' }),
    status: TenderStatusOut,
    inputed: Type.Literal('1'),
    version: Type.Integer({ minimum: 0, description: 'The new version.' }),
    message: Type.String(),
    msg: Type.String(),
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.NOT_HARD_COPY,
    ErrorCode.ALREADY_QUOTED,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.CONCURRENT_CHANGE,
    ErrorCode.LINES_INVALID,
  ],
  tags: ['Staff'],
});

export const staffNamedOperations = [updateUdztbSupp] as const;
